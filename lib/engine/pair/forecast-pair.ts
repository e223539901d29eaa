import { addMonths, firstOfMonth, monthKey } from "../core/dates";
import { quantileSorted, round1 } from "../core/math";
import { checkOptions, type EngineOptions } from "../core/options";
import { deriveSeed, mulberry32 } from "../core/prng";
import { err, ok, type Result } from "../core/result";
import { ENGINE_VERSION, RESULT_NOTE, type Confidence, type ResultNote } from "../core/version";
import type { Contributor } from "../contributors/catalogue";
import { derivePerson, missingLevelsOf, perturbPerson, type DerivedPerson } from "../person/derive";
import type { LevelKey, Person } from "../person/person";
import { validatePerson } from "../person/validate-person";
import { validateInteraction, type InteractionSettings } from "../scene/interactions";
import { normOf } from "../norms/company-norms";
import { confidenceFromInputs, inputValidity, outcomeBand } from "../norms/outcome-band";
import { shownImpacts, toShown } from "../norms/shown-scale";
import type { ScoreNorm } from "../norms/percentile-table";
import { managerFitContributors, pairContributors } from "./pair-contributors";
import { contactRatePerDay, deepFamiliarityAfter, familiarityAfter, pairCompatibility, pairStatic } from "./pair-model";

export const FORECAST_MONTHS = 12;
/** Samples of the measurement-error band. */
export const BAND_SAMPLES = 32;

export interface PairInput {
  a: Person;
  b: Person;
  /** Considered only because both pair slots are filled (always true here). */
  manager?: Person | null;
  interaction: InteractionSettings;
}

export interface PairComponents {
  interpersonal: number;
  workStyle: number;
  competence: number;
  maturity: number;
  management: number | null;
  familiarity: number;
  /** Deep-level acquaintance 0..100: how fully personality differences have come into play. */
  deepAcquaintance: number;
}

export interface PairMonth {
  month: string; // YYYY-MM
  compatibility: number; // 0..100
  range: { low: number; high: number };
  components: PairComponents;
  contributors: Contributor[];
  /** Place among the reference pairs' 12-month averages; absent in results of engine < 1.1.0. */
  norm?: ScoreNorm;
}

export interface PairForecast {
  engineVersion: string;
  seed: number;
  note: ResultNote;
  confidence: Confidence;
  startDay: string;
  managerId: string | null;
  interaction: InteractionSettings;
  missingLevels: Array<{ actor: string; level: LevelKey }>;
  months: PairMonth[];
  /** `norm`: place among reference managers and leads (absent in results of engine < 1.1.0). */
  managerFit: { value: number; contributors: Contributor[]; norm?: ScoreNorm } | null;
  /** `norm`: the average's place among reference pairs (absent in results of engine < 1.1.0). */
  summary: { average: number; first: number; last: number; norm?: ScoreNorm };
}

/**
 * Professional compatibility of a pair for the 12 months starting on the first day of
 * today's month. Each month gives the central estimate, a 10-90 % band from measurement
 * error (seeded), the components and the main contributors.
 */
export function forecastPair(input: PairInput, opts: EngineOptions): Result<PairForecast> {
  const o = checkOptions(opts);
  if (!o.ok) return o;
  if (!input || typeof input !== "object") return err("invalid_person", { field: "input" });
  for (const [key, p] of [["a", input.a], ["b", input.b]] as const) {
    const v = validatePerson(p, key);
    if (!v.ok) return v;
  }
  if (input.manager) {
    const v = validatePerson(input.manager, "manager");
    if (!v.ok) return v;
  }
  const ids = [input.a.id, input.b.id, ...(input.manager ? [input.manager.id] : [])];
  if (new Set(ids).size !== ids.length) return err("duplicate_actor", { field: "input" });
  const inter = validateInteraction(input.interaction, { allowNone: false, field: "interaction" });
  if (!inter.ok) return inter;
  const { remote, hoursPerWeek } = inter.value;

  // Canonical order by id: swapping a and b can not change any number.
  const [a, b] = [derivePerson(input.a), derivePerson(input.b)].sort((x, y) => (x.id < y.id ? -1 : 1)) as [DerivedPerson, DerivedPerson];
  const mgr = input.manager ? derivePerson(input.manager) : null;
  const start = firstOfMonth(o.value.today);
  const rate = contactRatePerDay(hoursPerWeek, remote);
  const mids = Array.from({ length: FORECAST_MONTHS }, (_, m) => (addMonths(start, m) + addMonths(start, m + 1)) / 2 - start);
  const familiarity = mids.map((d) => familiarityAfter(d, rate));
  const deep = mids.map((d) => deepFamiliarityAfter(d, rate));

  const central = pairStatic(a, b, mgr, remote);
  const people = mgr ? [a, b, mgr] : [a, b];
  const validity = inputValidity("pair", people, o.value.today);
  const rng = mulberry32(deriveSeed(o.value.seed, 1));
  // Month m's draws live in samples[m * BAND_SAMPLES, (m + 1) * BAND_SAMPLES), sorted in place below.
  const samples = new Float64Array(FORECAST_MONTHS * BAND_SAMPLES);
  for (let s = 0; s < BAND_SAMPLES; s++) {
    const st = pairStatic(perturbPerson(a, rng), perturbPerson(b, rng), mgr ? perturbPerson(mgr, rng) : null, remote);
    for (let m = 0; m < FORECAST_MONTHS; m++) samples[m * BAND_SAMPLES + s] = toShown("pair", pairCompatibility(st, familiarity[m]!, deep[m]!));
  }

  const months: PairMonth[] = familiarity.map((f, m) => {
    const raw = pairCompatibility(central, f, deep[m]!);
    const value = toShown("pair", raw);
    const sm = samples.subarray(m * BAND_SAMPLES, (m + 1) * BAND_SAMPLES).sort();
    const band = outcomeBand(value, { low: quantileSorted(sm, 0.1), high: quantileSorted(sm, 0.9) }, validity);
    const p = central.personality;
    return {
      month: monthKey(addMonths(start, m)),
      compatibility: round1(value),
      range: { low: round1(band.low), high: round1(band.high) },
      components: {
        interpersonal: round1(50 + 50 * p.interpersonal),
        workStyle: round1(50 + 50 * p.workStyle),
        competence: round1(50 + 50 * central.competence),
        maturity: round1(50 + 50 * central.maturity),
        management: central.manager ? round1(central.manager.fit) : null,
        familiarity: round1(100 * f),
        deepAcquaintance: round1(100 * deep[m]!),
      },
      contributors: pairContributors(central, a, b, mgr, f, deep[m]!, (list) => shownImpacts("pair", raw, list)),
      norm: normOf("pair", round1(value)),
    };
  });
  const values = months.map((m) => m.compatibility);
  return ok({
    engineVersion: ENGINE_VERSION,
    seed: o.value.seed,
    note: RESULT_NOTE,
    confidence: confidenceFromInputs(people, o.value.today),
    startDay: `${monthKey(start)}-01`,
    managerId: mgr ? mgr.id : null,
    interaction: { remote, hoursPerWeek },
    missingLevels: missingLevelsOf(people),
    months,
    managerFit:
      central.manager && mgr
        ? managerFitOut(central.manager.fit, managerFitContributors(central, mgr, (list) => shownImpacts("managerFit", central.manager!.fit, list)))
        : null,
    summary: summaryOf(values),
  });
}

function managerFitOut(raw: number, contributors: Contributor[]): NonNullable<PairForecast["managerFit"]> {
  const value = round1(toShown("managerFit", raw));
  return { value, contributors, norm: normOf("managerFit", value) };
}

function summaryOf(values: readonly number[]): PairForecast["summary"] {
  const average = round1(values.reduce((s, v) => s + v, 0) / values.length);
  return { average, first: values[0]!, last: values[values.length - 1]!, norm: normOf("pair", average) };
}
