import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { sceneRuns } from "@/db/schema";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { recordingLive, testEffects } from "@/tests/support/effects";
import { addRun, addScene } from "@/tests/support/run-rows";
import { startJobs, stopJobs } from "./queue";
import { recoverStaleRuns } from "./recover-runs";
import { STALE_RUN_AFTER_MS } from "./retention";

const MINUTE = 60_000;



async function runById(db: Db, id: string) {
  const [row] = await db.select().from(sceneRuns).where(eq(sceneRuns.id, id));
  return row!;
}


describeEachDatabase("boot recovery of runs", ({ get, clock }) => {
  afterEach(async () => {
    await stopJobs();
  });

  it("at boot, fails runs left running before boot minus the grace and tells their owner; fresh and finished runs are left alone", async () => {
    const { db, handle } = get();
    const now = clock.now();
    const owner = await createOwner(db, "crashed@example.com");
    const scene = await addScene(db, owner.id);
    const stale = await addRun(db, owner.id, scene, new Date(now.getTime() - STALE_RUN_AFTER_MS - MINUTE), "running");
    // Possibly another live instance's: started within the grace before this boot.
    const fresh = await addRun(db, owner.id, scene, new Date(now.getTime() - STALE_RUN_AFTER_MS + 30_000), "running");
    const finished = await addRun(db, owner.id, scene, new Date(now.getTime() - 60 * MINUTE), "done");
    // The owner's tabs are a recording hub handed to the queue, as server.ts hands it the app's.
    const live = recordingLive();
    expect(await startJobs(testEffects({ clock, live }), handle, { pollingIntervalSeconds: 0.5 })).toBeDefined();

    expect(await runById(db, stale)).toMatchObject({ status: "failed", error: "scene:error", finishedAt: now });
    expect(live.to(owner.id)).toEqual([{ type: "rejectScene", sceneId: scene, ruid: stale, code: "scene:error" }]);
    expect(await runById(db, fresh)).toMatchObject({ status: "running", error: null, finishedAt: null });
    expect(await runById(db, finished)).toMatchObject({ status: "done", error: null });
  });

  it("the periodic sweep fails a run once it is older than the grace, and only then", async () => {
    const { db } = get();
    const owner = await createOwner(db, "sweep@example.com");
    const scene = await addScene(db, owner.id);
    const started = clock.now();
    const run = await addRun(db, owner.id, scene, started, "running");
    const live = recordingLive();
    const effects = testEffects({ clock, live });
    const sweep = () => recoverStaleRuns(db, effects, new Date(clock.now().getTime() - STALE_RUN_AFTER_MS), clock.now());
    clock.advance(STALE_RUN_AFTER_MS - 1_000);
    await sweep();
    expect((await runById(db, run)).status).toBe("running");
    clock.advance(2_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await runById(db, run)).toMatchObject({ status: "failed", error: "scene:error" });
    expect(live.to(owner.id)).toEqual([{ type: "rejectScene", sceneId: scene, ruid: run, code: "scene:error" }]);
  });
});
