import "server-only";
import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sceneRuns } from "@/db/schema";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { loadSceneFor } from "./manage-scenes";
import { renderLocation } from "./run-scene";

async function loadRun(db: Db, session: Session, sceneId: string, ruid: string) {
  await loadSceneFor(db, session, "scene.read", sceneId);
  const [run] = await db.select().from(sceneRuns).where(and(eq(sceneRuns.id, ruid), eq(sceneRuns.sceneId, sceneId), eq(sceneRuns.ownerId, session.subjectId))).limit(1);
  if (!run) throw new AppError("scene:snapshot_missing");
  return run;
}

/** GET /scene/snapshot/{sceneId}?ruid=: where the run's render data is, once it exists. */
export async function snapshotLocation(db: Db, session: Session, sceneId: string, ruid: string): Promise<{ location: string; size: number | null }> {
  const run = await loadRun(db, session, sceneId, ruid);
  if (run.status === "running") throw new AppError("scene:render_empty");
  if (run.status === "failed") throw new AppError(run.error === "actors_ineligible" || run.error === "validate.consistency" ? run.error : "scene:error");
  if (!run.data) throw new AppError("scene:snapshot_missing");
  return { location: renderLocation(sceneId, ruid), size: run.dataSize };
}

/**
 * The render data itself: JSON, immutable (a run never changes), cached privately by the
 * browser, served only to the scene's owner. It is stored gzip-compressed; Next.js drops a
 * route's own Content-Encoding header, so the stored bytes are unpacked here and the
 * server's response compression packs them again on the wire (docs/api.md).
 */
export async function renderData(db: Db, session: Session, sceneId: string, ruid: string, request: Request): Promise<Response> {
  const run = await loadRun(db, session, sceneId, ruid);
  if (!run.data || run.status !== "done") throw new AppError("scene:snapshot_missing");
  const etag = `"${ruid}"`;
  const headers: Record<string, string> = { "cache-control": "private, max-age=31536000, immutable", etag, vary: "cookie, authorization", "content-type": "application/json; charset=utf-8" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(gunzipSync(run.data)), { status: 200, headers });
}
