import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { instances, runSlots, sceneRuns } from "@/db/schema";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { recordingLive, testEffects } from "@/tests/support/effects";
import { addRun, addScene } from "@/tests/support/run-rows";
import { startJobs, stopJobs } from "./queue";
import { startInstanceHeartbeat } from "./instance-heartbeat";
import { recoverLostRuns, recoverStaleRuns } from "./recover-runs";
import { acquireRunSlot } from "./run-quota";
import { INSTANCE_LOST_AFTER_MS, STALE_RUN_AFTER_MS } from "./retention";

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

describeEachDatabase("recovery of runs whose instance died", ({ get, clock }) => {
  it("fails, once, the runs of an instance not seen for INSTANCE_LOST_AFTER_MS or gone from the table, tells their owner, frees its run slots; a live instance's runs are left alone", async () => {
    const { db } = get();
    const owner = await createOwner(db, "lost-instance@example.com");
    const scene = await addScene(db, owner.id);
    const start = clock.now();
    await db.insert(instances).values([
      { id: "killed", startedAt: start, lastSeen: start },
      { id: "alive", startedAt: start, lastSeen: start },
    ]);
    const killed = await addRun(db, owner.id, scene, start, "running", "killed");
    const vanished = await addRun(db, owner.id, scene, start, "running", "shut-down-and-removed");
    const living = await addRun(db, owner.id, scene, start, "running", "alive");
    const legacy = await addRun(db, owner.id, scene, start, "running", null); // left to the stale-run sweep
    await acquireRunSlot(db, owner.id, start, { instance: "killed" });
    const live = recordingLive();
    const effects = testEffects({ clock, live });

    // Within the grace the killed instance still counts as alive.
    clock.advance(INSTANCE_LOST_AFTER_MS - 1_000);
    await db.update(instances).set({ lastSeen: clock.now() }).where(eq(instances.id, "alive"));
    expect(await recoverLostRuns(db, effects, clock.now())).toBe(1); // only the one whose instance row is gone
    expect((await runById(db, killed)).status).toBe("running");

    clock.advance(2_000);
    await db.update(instances).set({ lastSeen: clock.now() }).where(eq(instances.id, "alive"));
    // Two instances sweeping at the same moment: each lost run is failed and announced once.
    const counts = await Promise.all([recoverLostRuns(db, effects, clock.now()), recoverLostRuns(db, effects, clock.now())]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await runById(db, killed)).toMatchObject({ status: "failed", error: "scene:error", finishedAt: clock.now() });
    expect(await runById(db, vanished)).toMatchObject({ status: "failed", error: "scene:error" });
    expect((await runById(db, living)).status).toBe("running");
    expect((await runById(db, legacy)).status).toBe("running");
    expect(live.to(owner.id)).toEqual([
      { type: "rejectScene", sceneId: scene, ruid: vanished, code: "scene:error" },
      { type: "rejectScene", sceneId: scene, ruid: killed, code: "scene:error" },
    ]);
    expect(await db.select().from(runSlots).where(eq(runSlots.instanceId, "killed"))).toEqual([]);
  });

  it("the heartbeat registers the instance at once and removes it on stop, so its leftover runs are failed at the next sweep", async () => {
    const { db } = get();
    const owner = await createOwner(db, "heartbeat@example.com");
    const scene = await addScene(db, owner.id);
    const heartbeat = await startInstanceHeartbeat(db, testEffects({ clock, live: recordingLive() }), { id: "beating", heartbeatMs: 60_000, sweepMs: 60_000 });
    expect(await db.select({ id: instances.id, lastSeen: instances.lastSeen }).from(instances).where(eq(instances.id, "beating"))).toEqual([{ id: "beating", lastSeen: clock.now() }]);
    const run = await addRun(db, owner.id, scene, clock.now(), "running", "beating");
    const live = recordingLive();
    expect(await recoverLostRuns(db, testEffects({ clock, live }), clock.now())).toBe(0);
    await heartbeat.stop();
    expect(await recoverLostRuns(db, testEffects({ clock, live }), clock.now())).toBe(1);
    expect((await runById(db, run)).status).toBe("failed");
  });
});
