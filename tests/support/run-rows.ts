import type { Db } from "@/db/client";
import { sceneRuns, scenes } from "@/db/schema";

/** A bare team of an owner, for tests of what happens to its runs. */
export async function addScene(db: Db, ownerId: string): Promise<string> {
  const [row] = await db
    .insert(scenes)
    .values({ ownerId, title: "Team", startDay: "2026-01-01", summonDay: "2026-01-01", settings: { defaultInteraction: { remote: false, hoursPerWeek: 40 }, managerId: null } })
    .returning({ id: scenes.id });
  return row!.id;
}

/** A run row as the engine leaves it: done with render data, or still running. */
export async function addRun(db: Db, ownerId: string, sceneId: string, createdAt: Date, status: "running" | "done" = "done", instanceId: string | null = null): Promise<string> {
  const done = status === "done";
  const [row] = await db
    .insert(sceneRuns)
    .values({ sceneId, ownerId, seed: 1, engineVersion: "test", status, phase: done ? "DONE" : "INIT", data: done ? Buffer.from("render") : null, instanceId, createdAt })
    .returning({ id: sceneRuns.id });
  return row!.id;
}
