import { parseDay, type DayNumber } from "./dates";
import { normalizeSeed } from "./prng";
import { err, ok, type Result } from "./result";

/** Every computation takes its seed and its "today" as arguments: no clock, no global randomness. */
export interface EngineOptions {
  /** Any integer; reduced to 32 bits. */
  seed: number;
  /** YYYY-MM-DD. */
  today: string;
}

export interface CheckedOptions {
  seed: number;
  today: DayNumber;
}

export function checkOptions(opts: EngineOptions): Result<CheckedOptions> {
  if (!opts || typeof opts !== "object") return err("invalid_seed", { field: "opts" });
  const seed = normalizeSeed(opts.seed);
  if (seed === null) return err("invalid_seed", { field: "opts.seed" });
  const today = parseDay(opts.today);
  if (today === null) return err("invalid_date", { field: "opts.today", ...(typeof opts.today === "string" ? { value: opts.today } : {}) });
  return ok({ seed, today });
}
