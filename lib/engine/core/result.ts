// Expected failures are values, never exceptions: every public function returns a Result.

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export const ENGINE_ERROR_CODES = [
  "actors_ineligible",
  "validate.consistency",
  "invalid_date",
  "invalid_seed",
  "invalid_person",
  "invalid_event",
  "invalid_scene",
  "actor_not_found",
  "duplicate_actor",
  "actor_inactive",
  "event_before_join",
  "rank_conflict",
  "undo_unavailable",
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export interface EngineError {
  code: EngineErrorCode;
  /** Dotted path of the offending input field, e.g. "a.bigFive.agreeableness". */
  field?: string;
  actor?: string;
  value?: number | string;
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err(code: EngineErrorCode, extra: Omit<EngineError, "code"> = {}): { ok: false; error: EngineError } {
  return { ok: false, error: { code, ...extra } };
}
