import "server-only";
import { sceneRuns } from "@/db/schema";

/**
 * Every column of a run except its render data: reads of scenes, snapshots and the
 * render's ETag check select these, so the stored blob (up to megabytes) is read only
 * when its bytes are sent (on PGlite a `select *` of a 50-actor run took 15 ms, these 0.4 ms).
 */
export const runMetaColumns = {
  id: sceneRuns.id,
  sceneId: sceneRuns.sceneId,
  ownerId: sceneRuns.ownerId,
  status: sceneRuns.status,
  phase: sceneRuns.phase,
  seed: sceneRuns.seed,
  engineVersion: sceneRuns.engineVersion,
  dataFormat: sceneRuns.dataFormat,
  dataSize: sceneRuns.dataSize,
  error: sceneRuns.error,
  createdAt: sceneRuns.createdAt,
  finishedAt: sceneRuns.finishedAt,
};

export type RunMeta = Omit<typeof sceneRuns.$inferSelect, "data" | "instanceId">;
