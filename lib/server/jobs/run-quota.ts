import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/server/http/app-error";

/** What a refused caller is told to wait: a 4-actor check takes well under a second. */
const RETRY_AFTER_SECONDS = 2;

const KEY = Symbol.for("accordo.run-quota");
type Holder = { [KEY]?: Map<string, number> };

function inFlight(): Map<string, number> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/**
 * Takes one of the owner's run slots (RUNS_PER_OWNER, default 3; docs/operations.md), or refuses with 429 `scene:too_many_runs` and
 * Retry-After, so one account cannot fill the engine's queue for everybody. The returned
 * function gives the slot back (call it once the computation ends, however it ends).
 * Counted in this process: several instances each allow this many (issue 18 moves the
 * count to shared storage).
 */
export function acquireRunSlot(ownerId: string): () => void {
  const counts = inFlight();
  const used = counts.get(ownerId) ?? 0;
  if (used >= env().RUNS_PER_OWNER) throw new AppError("scene:too_many_runs", 429, { retryAfter: RETRY_AFTER_SECONDS });
  counts.set(ownerId, used + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(ownerId) ?? 1) - 1;
    if (left <= 0) counts.delete(ownerId);
    else counts.set(ownerId, left);
  };
}
