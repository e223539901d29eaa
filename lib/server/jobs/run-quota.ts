import "server-only";
import { eq, sql } from "drizzle-orm";
import { driverOf, queryRows, type Db } from "@/db/client";
import { transactionOf } from "@/db/transaction-scope";
import { runSlots } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/server/http/app-error";
import { instanceId } from "@/lib/server/instance";
import { INSTANCE_LOST_AFTER_MS, STALE_RUN_AFTER_MS } from "./retention";

/** What a refused caller is told to wait: a 4-actor check takes well under a second. */
const RETRY_AFTER_SECONDS = 2;

export interface RunSlotOptions {
  /** RUNS_PER_OWNER by default. */
  max?: number;
  /** This process by default (lib/server/instance.ts); tests name two instances. */
  instance?: string;
}

/**
 * Takes one of the owner's run slots (RUNS_PER_OWNER, default 3; docs/operations.md), or
 * refuses with 429 `scene:too_many_runs` and Retry-After, so one account cannot fill the
 * engine's queue for everybody. The slots live in the database (run_slots), so the limit holds
 * across every instance: under the owner's advisory lock the slots are counted and one is
 * taken only when there is room (one statement, the function take_run_slot of migration 0012),
 * so parallel requests on any number of instances never pass it.
 * A slot counts while it is younger than STALE_RUN_AFTER_MS and its instance is alive (its own
 * instance always is), so a crashed instance or a release that never ran cannot block an owner.
 * The returned function gives the slot back (call it once the computation ends, however it
 * ends); it never throws: a slot it fails to delete expires as above.
 *
 * On PGlite the slots live in this process's memory instead (embeddedRunSlots): only one
 * process can ever open that database, so there is no other instance to share them with, and
 * the two statements a run paid for its slot (the function's insert and the delete, each a
 * write that runs on the main thread there) are spared. Same limit, same 429, same expiry.
 */
export async function acquireRunSlot(db: Db, ownerId: string, now: Date, options: RunSlotOptions = {}): Promise<() => Promise<void>> {
  const max = options.max ?? env().RUNS_PER_OWNER;
  const root = transactionOf(db)?.root ?? db;
  if (driverOf(root) === "pglite") return takeEmbeddedSlot(embeddedRunSlots(root), ownerId, now, max);
  const instance = options.instance ?? instanceId();
  const freshSince = new Date(now.getTime() - STALE_RUN_AFTER_MS);
  const aliveSince = new Date(now.getTime() - INSTANCE_LOST_AFTER_MS);
  // The lock, the count and the insert in one statement (migration 0012): see take_run_slot.
  const [taken] = await queryRows<{ id: string | null }>(db, sql`select take_run_slot(${ownerId}, ${instance}, ${now.toISOString()}, ${freshSince.toISOString()}, ${aliveSince.toISOString()}, ${max}) as id`);
  const slotId = taken?.id;
  if (!slotId) throw new AppError("scene:too_many_runs", 429, { retryAfter: RETRY_AFTER_SECONDS });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await db
      .delete(runSlots)
      .where(eq(runSlots.id, slotId))
      .catch(() => undefined);
  };
}

/** Slots of one embedded database: by owner, the instants (ms) their slots were taken, by slot. */
type EmbeddedSlots = Map<string, Map<number, number>>;

const EMBEDDED = new WeakMap<Db, EmbeddedSlots>();
let nextSlot = 0;

function embeddedRunSlots(db: Db): EmbeddedSlots {
  let slots = EMBEDDED.get(db);
  if (!slots) EMBEDDED.set(db, (slots = new Map()));
  return slots;
}

/** take_run_slot in memory: the owner's slots younger than STALE_RUN_AFTER_MS count (its instance is this one). */
function takeEmbeddedSlot(slots: EmbeddedSlots, ownerId: string, now: Date, max: number): () => Promise<void> {
  const freshSince = now.getTime() - STALE_RUN_AFTER_MS;
  const held = slots.get(ownerId) ?? new Map<number, number>();
  for (const [id, acquiredAt] of held) if (acquiredAt <= freshSince) held.delete(id);
  if (held.size >= max) {
    if (!held.size) slots.delete(ownerId);
    throw new AppError("scene:too_many_runs", 429, { retryAfter: RETRY_AFTER_SECONDS });
  }
  const slotId = nextSlot++;
  held.set(slotId, now.getTime());
  slots.set(ownerId, held);
  return async () => {
    held.delete(slotId);
    if (!held.size && slots.get(ownerId) === held) slots.delete(ownerId);
  };
}
