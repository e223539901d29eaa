import { err, ok, type Result } from "../core/result";

/** Allowed weekly intensities of one pair's interaction: 0.5, 1, then 2 to 10 hours. */
export const INTENSITY_STEPS: readonly number[] = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A scene may also say a pair does not interact at all (0 hours). */
export const NO_INTERACTION = 0;

export interface InteractionSettings {
  /** Office (false) or remote (true). */
  remote: boolean;
  hoursPerWeek: number;
}

export const DEFAULT_INTERACTION: Readonly<InteractionSettings> = { remote: false, hoursPerWeek: 5 };

/**
 * An actor's weekly interaction hours are the sum over all partners, so totals above
 * one pair's maximum of 10 arise from several pairs. Above 50 a warning is given, and
 * the model counts at most 50 hours: each pair's hours are scaled down in proportion.
 */
export const WEEKLY_HOURS_LIMIT = 50;

export function isAllowedIntensity(hours: number, allowNone: boolean): boolean {
  return (allowNone && hours === NO_INTERACTION) || INTENSITY_STEPS.includes(hours);
}

export function validateInteraction(
  s: Partial<InteractionSettings> | undefined,
  opts: { allowNone: boolean; field: string },
): Result<InteractionSettings> {
  if (!s || typeof s !== "object") return err("validate.consistency", { field: opts.field });
  if (typeof s.remote !== "boolean") return err("validate.consistency", { field: `${opts.field}.remote` });
  const h = s.hoursPerWeek;
  if (typeof h !== "number" || !isAllowedIntensity(h, opts.allowNone)) {
    return err("validate.consistency", { field: `${opts.field}.hoursPerWeek`, ...(typeof h === "number" ? { value: h } : {}) });
  }
  return ok({ remote: s.remote, hoursPerWeek: h });
}

export interface HoursWarning {
  code: "weekly_hours_over_limit";
  actor: string;
  /** Raw weekly hours summed over the actor's partners. */
  value: number;
  /** First day (YYYY-MM-DD) on which the total exceeds the limit. */
  date: string;
}
