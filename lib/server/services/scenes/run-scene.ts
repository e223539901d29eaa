import "server-only";
import { acquireRunSlot } from "@/lib/server/jobs/run-quota";
import { instanceId } from "@/lib/server/instance";
import type { ServerEffects } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import { sceneRuns, scenes } from "@/db/schema";
import { ENGINE_VERSION, loaderProgress, type ComputePhase, type TeamCheckInput } from "@/lib/engine/index";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError, isAppError } from "@/lib/server/http/app-error";
import { databaseUnavailableReason } from "@/lib/server/http/database-unavailable";
import { runEngine } from "@/lib/server/jobs/pool";
import type { RunStarted } from "@/lib/contracts/scene-responses";
import type { RequestMeta } from "../request-meta";
import { publishHistory } from "./history";
import { loadSceneFor } from "./manage-scenes";
import { isoDay } from "@/lib/engine/core/dates";
import { engineScene } from "./scene-model";
import { loadScenePeople, type ScenePerson } from "./scene-people";
import type { SceneRow } from "./scene-dto";
import { stableSeed } from "./stable-seed";
import { assertTeamsWithinPlan } from "../billing/owner-plan";
import { assertCan } from "@/lib/server/auth/policy";

export function renderLocation(sceneId: string, ruid: string): string {
  return `/api/v1/scene/scene/snapshot/${sceneId}/render/${ruid}`;
}

function checkInput(row: SceneRow, people: Map<string, ScenePerson>): TeamCheckInput {
  const slots = (row.settings.slots ?? []).map((id) => (id ? people.get(id)?.person ?? null : null));
  const manager = row.settings.managerId ? people.get(row.settings.managerId)?.person ?? null : null;
  return { slots, manager, interaction: row.settings.defaultInteraction };
}


/**
 * PUT /scene/{id}/run: starts a computation in the worker pool and answers its run id at
 * once; its phases and its result reach every open tab of the owner over the live
 * channel. With `wait` the answer comes when the run has finished.
 */
export async function startSceneRun(db: Db, session: Session, sceneId: string, options: { wait?: boolean }, meta: RequestMeta): Promise<RunStarted> {
  const row = await loadSceneFor(db, session, "scene.run", sceneId);
  // A simulator team runs only on a plan with the simulator; any saved team only within the plan's number of teams.
  if (row.kind === "team") assertCan(session, "team.update");
  await assertTeamsWithinPlan(db, session, meta.now);
  const ids = row.kind === "check" ? [...(row.settings.slots ?? []), row.settings.managerId].filter((x): x is string => Boolean(x)) : row.actors.map((a) => a.profileId);
  const people = await loadScenePeople(db, session, ids);
  if (ids.some((id) => !people.has(id))) throw new AppError("scene:error", 409);
  const eligible = ids.filter((id) => people.get(id)?.person).length;
  if (eligible < 2) throw new AppError("actors_ineligible");

  const seed = stableSeed({ kind: row.kind, lifespan: row.lifespan, actors: row.actors.map((a) => [a.profileId, a.events]), interactions: row.interactions, settings: row.settings });
  const release = await acquireRunSlot(db, session.subjectId, meta.now);
  try {
    return await launchRun(db, session, row, people, seed, options, meta, release);
  } catch (error) {
    await release();
    throw error;
  }
}

async function launchRun(db: Db, session: Session, row: SceneRow, people: Map<string, ScenePerson>, seed: number, options: { wait?: boolean }, meta: RequestMeta, release: () => Promise<void>): Promise<RunStarted> {
  // One statement: the run's row (with the instance executing it: should that instance die,
  // the others fail the run, recover-runs.ts), and the scene pointing at it as its last run.
  const [run] = await queryRows<{ id: string }>(db, sql`
    with run as (
      insert into ${sceneRuns} (scene_id, owner_id, seed, engine_version, status, phase, instance_id, created_at)
      values (${row.id}, ${session.subjectId}, ${seed}, ${ENGINE_VERSION}, 'running', 'INIT', ${instanceId()}, ${meta.now.toISOString()})
      returning id
    )
    update ${scenes} set last_run_id = (select id from run) where id = ${row.id} returning last_run_id as id`);
  if (!run) throw new AppError("scene:not_found"); // deleted a moment ago
  const job = executeRun(db, meta.effects, session.subjectId, row, people, run.id, seed, isoDay(meta.now)).finally(release);
  if (options.wait) return job;
  job.catch((error: unknown) => {
    const unavailable = databaseUnavailableReason(error);
    // With the database gone, one short line: the error itself quotes the statement.
    if (unavailable) meta.effects.log("scene").warn({ ruid: run.id, reason: unavailable }, "run failed: database unavailable");
    else meta.effects.log("scene").error({ ruid: run.id, err: errorFields(error) }, "run failed");
  });
  return { ruid: run.id, status: "running" };
}

async function executeRun(db: Db, effects: ServerEffects, ownerId: string, row: SceneRow, people: Map<string, ScenePerson>, ruid: string, seed: number, today: string): Promise<RunStarted> {
  const { clock, live: hub } = effects;
  const loader = row.kind === "check" ? "check" : "scene";
  // Phases go to the live channel; the run's row records INIT (from its insert) and the
  // end, which is what REFLECT_STATE needs: a write per phase would only slow every run.
  const phase = (p: ComputePhase) => hub.publish(ownerId, { type: "sceneComputePhase", sceneId: row.id, ruid, kind: row.kind, phase: p, progress: loaderProgress(loader, p, seed) });
  const fail = async (code: string) => {
    await db.update(sceneRuns).set({ status: "failed", error: code, finishedAt: clock.now() }).where(and(eq(sceneRuns.id, ruid), eq(sceneRuns.status, "running")));
    hub.publish(ownerId, { type: "rejectScene", sceneId: row.id, ruid, code });
    return { ruid, status: "failed" as const, code };
  };
  try {
    phase("INIT");
    const opts = { seed, today };
    phase("UNITS");
    const command = row.kind === "check" ? ({ kind: "check", input: checkInput(row, people), opts } as const) : ({ kind: "scene", input: engineScene(row.lifespan, row.actors, row.interactions, row.settings, people), opts } as const);
    phase("RENDER");
    const reply = await runEngine(command);
    if (!reply.ok) return await fail(reply.error.code);
    phase("TRANSFER");
    if (!reply.gzip) throw new Error("the engine worker sent no render data");
    const summary = reply.summary ?? {};
    // One statement: the run's data, and the scene's summary for lists and comparisons. Only a
    // run still "running": one another instance has failed (this one had stopped answering
    // for INSTANCE_LOST_AFTER_MS) stays failed, as its owner was already told.
    const recorded = await queryRows<{ id: string }>(db, sql`
      with done as (
        update ${sceneRuns} set status = 'done', phase = 'DONE', data = ${Buffer.from(reply.gzip)}, data_format = ${reply.format ?? "json"}, data_size = ${reply.rawSize ?? 0}, finished_at = ${clock.now().toISOString()}
        where id = ${ruid} and status = 'running' returning scene_id
      )
      update ${scenes} set summary = ${JSON.stringify(summary)}::jsonb, updated_at = ${clock.now().toISOString()} where id = (select scene_id from done) returning id`);
    if (!recorded.length) return { ruid, status: "failed", code: "scene:error" };
    const location = renderLocation(row.id, ruid);
    hub.publish(ownerId, { type: "sceneComputePhase", sceneId: row.id, ruid, kind: row.kind, phase: "DONE", progress: 100 });
    if (row.kind === "check") hub.publish(ownerId, { type: "renderCheckTeam", sceneId: row.id, ruid, location });
    else hub.publish(ownerId, { type: "integralStats", sceneId: row.id, ruid, location, finalStats: summary.finalStats ?? null, todayStats: summary.todayStats ?? null });
    await publishHistory(db, hub, ownerId);
    return { ruid, status: "done", location };
  } catch (error) {
    // The engine's queue is full (overload): the run is closed and the caller told to retry.
    if (isAppError(error) && error.code === "service_unavailable") {
      await fail("service_unavailable");
      throw error;
    }
    // The database went away mid-run: nothing can be recorded; the caller gets 503.
    if (databaseUnavailableReason(error)) throw error;
    effects.log("scene").error({ ruid, err: errorFields(error) }, "run crashed");
    return fail("scene:error");
  }
}
