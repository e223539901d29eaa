// Scores the company reference population with the engine's own public functions (the same
// numbers the screens show): the pair forecast's 12-month average, and a new team's indicators on
// the last day (day 364) of its first year. Used offline: scripts/company-norms.ts stores the
// percentile table, company-norms.test.ts checks it, scripts/bench-model.ts prints diagnostics.
import { deriveSeed, mulberry32 } from "../core/prng";
import { forecastPair, type PairForecast } from "../pair/forecast-pair";
import { simulateScene, type SceneResult } from "../scene/simulate-scene";
import type { SceneInput } from "../scene/scene-types";
import type { PairInput } from "../pair/forecast-pair";
import { COMPANY_SCORES, type CompanyScore } from "./company-norms";
import { percentileTable } from "./percentile-table";
import { drawReferencePair, drawReferenceTeam } from "./reference-population";

export const COMPANY_REFERENCE_SEED = 20060101;
export const COMPANY_REFERENCE_PAIRS = 4000;
export const COMPANY_REFERENCE_TEAMS = 1200;
/** Any fixed day: the scores do not depend on the calendar, the seed only moves the bands. */
export const REFERENCE_OPTIONS = { seed: 1, today: "2025-01-06" } as const;

export interface ReferencePair {
  input: PairInput;
  forecast: PairForecast;
}
export interface ReferenceTeam {
  input: SceneInput;
  result: SceneResult;
}

export interface CompanyReference {
  pairs: ReferencePair[];
  teams: ReferenceTeam[];
  /** Sorted ascending, one array per score. */
  scores: Record<CompanyScore, Float64Array>;
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(`reference population: ${r.error.code}`);
  return r.value;
}

/** Draws and scores `pairs` pairs and `teams` teams (two independent streams of one seed). */
export function buildCompanyReference(pairs = COMPANY_REFERENCE_PAIRS, teams = COMPANY_REFERENCE_TEAMS, seed = COMPANY_REFERENCE_SEED): CompanyReference {
  const pairRng = mulberry32(deriveSeed(seed, 1));
  const teamRng = mulberry32(deriveSeed(seed, 2));
  const values: Record<CompanyScore, number[]> = Object.fromEntries(COMPANY_SCORES.map((k) => [k, [] as number[]])) as Record<CompanyScore, number[]>;
  const outPairs: ReferencePair[] = [];
  for (let i = 0; i < pairs; i++) {
    const input = drawReferencePair(pairRng, i);
    const forecast = unwrap(forecastPair(input, REFERENCE_OPTIONS));
    values.pair.push(forecast.summary.average);
    outPairs.push({ input, forecast });
  }
  const outTeams: ReferenceTeam[] = [];
  for (let i = 0; i < teams; i++) {
    const input = drawReferenceTeam(teamRng, i, REFERENCE_OPTIONS.today);
    const result = unwrap(simulateScene(input, REFERENCE_OPTIONS));
    const last = result.dayCount - 1;
    const stats = result.finalStats!;
    values.cohesion.push(stats.cohesion);
    values.power.push(stats.currentPower);
    values.atmosphere.push(stats.microclimate);
    const fit = result.team.managerFit[last];
    if (fit !== null && fit !== undefined) values.managerFit.push(fit);
    for (const id of result.actorIds) {
      const c = result.actors[id]!.condition[last];
      if (c !== null && c !== undefined) values.condition.push(c);
    }
    outTeams.push({ input, result });
  }
  const scores = Object.fromEntries(COMPANY_SCORES.map((k) => [k, Float64Array.from(values[k]).sort()])) as Record<CompanyScore, Float64Array>;
  return { pairs: outPairs, teams: outTeams, scores };
}

/** The percentile table of a population (what company-norms-table.ts stores). */
export function companyNormsTable(reference: CompanyReference): Record<CompanyScore, number[]> {
  return Object.fromEntries(COMPANY_SCORES.map((k) => [k, percentileTable(reference.scores[k])])) as Record<CompanyScore, number[]>;
}
