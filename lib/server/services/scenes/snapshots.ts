import "server-only";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sceneRuns, scenes } from "@/db/schema";
import { decodePackedRender, PACKED_RENDER_TYPE, type RenderFormat } from "@/lib/contracts/render-packing";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { STORED_ENCODING_HEADER } from "@/lib/server/http/stored-encoding";
import { loadSceneFor } from "./manage-scenes";
import { runMetaColumns } from "./run-columns";
import { renderLocation } from "./run-scene";

/** A run of the asker's scene, without its render data (one statement; the scene is checked by its owner). */
async function loadRunMeta(db: Db, session: Session, sceneId: string, ruid: string) {
  const [run] = await db
    .select({ ...runMetaColumns, sceneOwnerId: scenes.ownerId, hasData: sql<boolean>`${sceneRuns.data} is not null` })
    .from(sceneRuns)
    .innerJoin(scenes, eq(scenes.id, sceneRuns.sceneId))
    .where(and(eq(sceneRuns.id, ruid), eq(sceneRuns.sceneId, sceneId)))
    .limit(1);
  if (!run) {
    await loadSceneFor(db, session, "scene.read", sceneId); // an unknown or foreign scene answers its 404
    throw new AppError("scene:snapshot_missing");
  }
  // Another owner's scene answers like an unknown one: its runs cannot be probed.
  assertCan(session, "scene.read", { ownerId: run.sceneOwnerId });
  if (run.ownerId !== session.subjectId) throw new AppError("scene:snapshot_missing");
  return run;
}

/** GET /scene/snapshot/{sceneId}?ruid=: where the run's render data is, once it exists. */
export async function snapshotLocation(db: Db, session: Session, sceneId: string, ruid: string): Promise<{ location: string; size: number | null }> {
  const run = await loadRunMeta(db, session, sceneId, ruid);
  if (run.status === "running") throw new AppError("scene:render_empty");
  if (run.status === "failed") throw new AppError(run.error === "actors_ineligible" || run.error === "validate.consistency" ? run.error : "scene:error");
  if (!run.hasData) throw new AppError("scene:snapshot_missing");
  return { location: renderLocation(sceneId, ruid), size: run.dataSize };
}

/** The packed form only for a client that names it in Accept (the app's browser code); JSON for everyone else. */
export function servedFormat(stored: RenderFormat, accept: string | null): RenderFormat {
  return stored === "packed" && (accept ?? "").toLowerCase().includes(PACKED_RENDER_TYPE) ? "packed" : "json";
}

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    return (name === "gzip" || name === "*") && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * The render data itself (docs/api.md "Render data"): immutable (a run never changes),
 * cached privately by the browser, served only to the scene's owner. The ETag (run id and
 * format) is answered with 304 before the data is read. Stored gzip-compressed by the
 * engine worker, the bytes go out as stored (Content-Encoding gzip, see stored-encoding.ts);
 * only a client refusing gzip, or asking JSON of a packed run, costs work here.
 */
export async function renderData(db: Db, session: Session, sceneId: string, ruid: string, request: Request): Promise<Response> {
  const run = await loadRunMeta(db, session, sceneId, ruid);
  if (!run.hasData || run.status !== "done") throw new AppError("scene:snapshot_missing");
  const served = servedFormat(run.dataFormat, request.headers.get("accept"));
  const etag = `"${ruid}.${served}"`;
  const headers: Record<string, string> = {
    "cache-control": "private, max-age=31536000, immutable",
    etag,
    vary: "cookie, authorization, accept, accept-encoding",
    "content-type": served === "packed" ? PACKED_RENDER_TYPE : "application/json; charset=utf-8",
  };
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const [row] = await db.select({ data: sceneRuns.data }).from(sceneRuns).where(eq(sceneRuns.id, ruid)).limit(1);
  if (!row?.data) throw new AppError("scene:snapshot_missing");
  if (served === run.dataFormat) {
    if (acceptsGzip(request.headers.get("accept-encoding"))) return new Response(new Uint8Array(row.data), { status: 200, headers: { ...headers, [STORED_ENCODING_HEADER]: "gzip" } });
    return new Response(new Uint8Array(gunzipSync(row.data)), { status: 200, headers });
  }
  // A packed run asked for as JSON (API clients): decoded here; Next's compression packs it on the wire.
  return new Response(JSON.stringify(decodePackedRender(gunzipSync(row.data))), { status: 200, headers });
}
