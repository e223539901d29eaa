import { PreciseScoreBody } from "@/lib/contracts/profiles";

// The precise score's three inputs (0..100 per level), checked in the browser with the contract
// the server parses, for the estimator's detailed grade and the administrator's precise final score.

export const LEVELS = ["K", "P", "L"] as const;
export type Level = (typeof LEVELS)[number];

export type PreciseInputs = Record<Level, string>;
export type PreciseScoreBody = ReturnType<typeof PreciseScoreBody.parse>;

export function preciseInputs(score: { K?: number | null; P?: number | null; L?: number | null } | null | undefined): PreciseInputs {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return { K: text(score?.K), P: text(score?.P), L: text(score?.L) };
}

/** "55", "55.5" or "55,5" -> a number; "" -> null; anything else -> NaN. */
export function parsePrecise(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** The request body, or the levels whose number is not 0..100. */
export function preciseBody(inputs: PreciseInputs): { ok: true; body: PreciseScoreBody } | { ok: false; invalid: Level[] } {
  const score = Object.fromEntries(LEVELS.map((l) => [l, parsePrecise(inputs[l])]));
  const parsed = PreciseScoreBody.safeParse({ score });
  if (parsed.success) return { ok: true, body: parsed.data };
  const invalid = LEVELS.filter((l) => parsed.error.issues.some((issue) => issue.path[1] === l));
  return { ok: false, invalid };
}

/** The levels a server's refusal names (`fields` such as "score.K"). */
export function invalidLevels(fields: Record<string, string> | undefined): Level[] {
  return LEVELS.filter((level) => fields?.[`score.${level}`] !== undefined);
}
