import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { instances } from "@/db/schema";
import type { ServerEffects } from "@/lib/server/effects";
import { instanceId } from "@/lib/server/instance";
import { errorFields } from "@/lib/server/log";
import { recoverLostRuns } from "./recover-runs";
import { INSTANCE_HEARTBEAT_MS, INSTANCE_ROW_KEPT_MS, LOST_RUN_SWEEP_MS } from "./retention";

export interface HeartbeatOptions {
  /** This process by default (lib/server/instance.ts). */
  id?: string;
  heartbeatMs?: number;
  sweepMs?: number;
}

export interface InstanceHeartbeat {
  readonly id: string;
  /** Stops beating and removes this instance's row, so the others fail its leftover runs at their next sweep. */
  stop(): Promise<void>;
}

/**
 * Makes this process one of the instances sharing the database (docs/operations.md, "Several
 * instances"): writes its heartbeat now and every INSTANCE_HEARTBEAT_MS, and every
 * LOST_RUN_SWEEP_MS fails the runs of instances that stopped beating (recoverLostRuns). Every
 * instance sweeps, so a run is failed whichever instance dies, within the time retention.ts states.
 */
export async function startInstanceHeartbeat(db: Db, effects: Pick<ServerEffects, "clock" | "live" | "log">, options: HeartbeatOptions = {}): Promise<InstanceHeartbeat> {
  const id = options.id ?? instanceId();
  const logger = effects.log("jobs");
  // The database may be down for a while: one line when an action stops working, one when it works again.
  const guarded = (what: string, action: () => Promise<unknown>) => {
    let failing = false;
    return async () => {
      try {
        await action();
        if (failing) logger.info({ instance: id }, `${what} works again`);
        failing = false;
      } catch (error) {
        if (!failing) logger.warn({ instance: id, err: errorFields(error) }, `${what} failed; retrying`);
        failing = true;
      }
    };
  };
  const beat = async () => {
    const now = effects.clock.now();
    await db
      .insert(instances)
      .values({ id, startedAt: now, lastSeen: now })
      .onConflictDoUpdate({ target: instances.id, set: { lastSeen: sql`excluded.last_seen` } });
  };
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const now = effects.clock.now();
      await recoverLostRuns(db, effects, now);
      await db.delete(instances).where(lt(instances.lastSeen, new Date(now.getTime() - INSTANCE_ROW_KEPT_MS)));
    } finally {
      sweeping = false;
    }
  };
  await beat();
  const beatTimer = setInterval(guarded("instance heartbeat", beat), options.heartbeatMs ?? INSTANCE_HEARTBEAT_MS);
  const sweepTimer = setInterval(guarded("lost-run sweep", sweep), options.sweepMs ?? LOST_RUN_SWEEP_MS);
  beatTimer.unref();
  sweepTimer.unref();
  logger.info({ instance: id }, "instance registered");
  return {
    id,
    async stop() {
      clearInterval(beatTimer);
      clearInterval(sweepTimer);
      await db.delete(instances).where(eq(instances.id, id));
    },
  };
}
