// The model's usefulness diagnostics on the reference population (issue 16): `npm run bench:model`
// (node --import tsx scripts/bench-model.ts). Prints, side by side in one run:
//   1. the 5th-95th percentile span of every shown score (pair, each love dimension, cohesion,
//      power, atmosphere, manager fit, condition);
//   2. the moods of realistic teams' members on day 364 and the share of one-mood teams;
//   3. the share of realistic pairs whose 12-month curve rises or falls;
//   4. the uncertainty band's width and the confidence label by input completeness.
// The figures are what the engine does today (engine 1.3.0: shown scale, outcome band, people-dependent dynamics), not targets. BENCH_MODEL_PAIRS / BENCH_MODEL_TEAMS
// shrink the population for a quick look (defaults: the norms' full reference population).
import { performance } from "node:perf_hooks";
import { quantileSorted } from "../lib/engine/core/math";
import { checkTeam, forecastPair, gradeFromScore, MOODS, type Level, type LevelKey, type Mood, type Person } from "../lib/engine/index";
import { buildLoveReference } from "../lib/engine/love/love-norms";
import { LOVE_DIMENSIONS } from "../lib/engine/love/love-topics";
import { COMPANY_SCORES } from "../lib/engine/norms/company-norms";
import { COMPANY_REFERENCE_PAIRS, COMPANY_REFERENCE_TEAMS, REFERENCE_OPTIONS, buildCompanyReference } from "../lib/engine/norms/company-reference";
import { normOf } from "../lib/engine/norms/company-norms";
import { NO_LEVELS_AGREEMENT } from "../lib/engine/norms/outcome-band";

const PAIRS = Number(process.env.BENCH_MODEL_PAIRS ?? COMPANY_REFERENCE_PAIRS);
const TEAMS = Number(process.env.BENCH_MODEL_TEAMS ?? COMPANY_REFERENCE_TEAMS);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
function correlation(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
const f1 = (x: number) => x.toFixed(1);

const started = performance.now();
const ref = buildCompanyReference(PAIRS, TEAMS);
const love = buildLoveReference();
console.log(`Reference population: ${PAIRS} pairs, ${TEAMS} teams (${ref.scores.condition.length} members), 4,000 couples; built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

// 1. Spans.
console.log("1. 5th-95th percentile span of each shown score");
console.log("| Score | n | 5th | 50th | 95th | span (95th - 5th) | scale |");
console.log("|---|---|---|---|---|---|---|");
const spanRow = (name: string, s: ArrayLike<number>, scale: string) =>
  console.log(`| ${name} | ${s.length} | ${f1(quantileSorted(s, 0.05))} | ${f1(quantileSorted(s, 0.5))} | ${f1(quantileSorted(s, 0.95))} | ${f1(quantileSorted(s, 0.95) - quantileSorted(s, 0.05))} | ${scale} |`);
for (const k of COMPANY_SCORES) {
  if (k === "pair") {
    spanRow("pair (12-month average)", ref.scores.pair, "0..100");
    for (const d of LOVE_DIMENSIONS) spanRow(`love: ${d}`, love[d], "0..100");
  } else spanRow(k, ref.scores[k], k === "condition" ? "-100..100" : "0..100");
}

// 2. Moods on day 364.
const moodCount = Object.fromEntries(MOODS.map((m) => [m, 0])) as Record<Mood, number>;
let members = 0;
let oneMood = 0;
const teamsBySize = new Map<number, { n: number; one: number }>();
for (const { result } of ref.teams) {
  const last = result.dayCount - 1;
  const moods = result.actorIds.map((id) => result.actors[id]!.mood[last]! as Mood);
  for (const m of moods) moodCount[m]++;
  members += moods.length;
  const same = new Set(moods).size === 1;
  if (same) oneMood++;
  const row = teamsBySize.get(moods.length) ?? { n: 0, one: 0 };
  row.n++;
  if (same) row.one++;
  teamsBySize.set(moods.length, row);
}
console.log(`\n2. Moods of realistic teams' members on day 364 (${members} members of ${ref.teams.length} teams)`);
console.log(`| ${MOODS.join(" | ")} |`);
console.log(`|${MOODS.map(() => "---").join("|")}|`);
console.log(`| ${MOODS.map((m) => pct(moodCount[m] / members)).join(" | ")} |`);
console.log(`Teams where every member has the same mood: ${pct(oneMood / ref.teams.length)}`);
console.log(`  by size: ${[...teamsBySize.entries()].sort((a, b) => a[0] - b[0]).map(([n, r]) => `${n}: ${pct(r.one / r.n)}`).join(", ")}`);

// 3. Pair curves.
let rises = 0;
let falls = 0;
let peakThenDown = 0;
for (const { forecast } of ref.pairs) {
  const v = forecast.months.map((m) => m.compatibility);
  if (v[v.length - 1]! > v[0]!) rises++;
  else if (v[v.length - 1]! < v[0]!) falls++;
  if (Math.max(...v) > v[v.length - 1]! + 0.5) peakThenDown++;
}
const n = ref.pairs.length;
console.log(`\n3. 12-month pair curves (${n} realistic pairs; month 12 against month 1)`);
console.log(`rises: ${pct(rises / n)}; falls: ${pct(falls / n)}; flat: ${pct((n - rises - falls) / n)}; peaks and ends > 0.5 points lower: ${pct(peakThenDown / n)}`);

// 4. Bands by input completeness.
type Variant = (p: Person) => Person;
const precise: Variant = (p) => p;
const withLevels = (p: Person, map: (l: { precise: number }) => Level | undefined): Person => {
  const levels: Partial<Record<LevelKey, Level>> = {};
  for (const [k, l] of Object.entries(p.levels ?? {}) as Array<[LevelKey, Level]>) {
    const m = "precise" in l ? map(l) : l;
    if (m) levels[k] = m;
  }
  return { ...p, levels };
};
const THREE_YEARS_BEFORE = `${Number(REFERENCE_OPTIONS.today.slice(0, 4)) - 3}${REFERENCE_OPTIONS.today.slice(4)}`;
const variants: Array<[string, Variant]> = [
  ["precise estimator scores (K, P, L)", precise],
  ["complete estimator grades", (p) => withLevels(p, (l) => ({ grade: gradeFromScore(l.precise) }))],
  ["no grades, age known (L from age)", (p) => withLevels(p, () => undefined)],
  ["no grades, no age", (p) => ({ ...withLevels(p, () => undefined), age: undefined })],
  ["complete grades, answers 3 years old", (p) => ({ ...withLevels(p, (l) => ({ grade: gradeFromScore(l.precise) })), assessedOn: THREE_YEARS_BEFORE })],
  ["no grades, answers 3 years old", (p) => ({ ...withLevels(p, () => undefined), assessedOn: THREE_YEARS_BEFORE })],
];
const BAND_PAIRS = Math.min(1000, ref.pairs.length);
const BAND_TEAMS = Math.min(300, ref.teams.length);
console.log(`\n4. Outcome band width (high - low, shown points; 10-90 % of outcomes) and confidence by input completeness (${BAND_PAIRS} pairs: mean over 12 months; ${BAND_TEAMS} team checks of each reference team's first 4 members: peak power band)`);
console.log("| Inputs | pair band, median | pair band, 90th | pairs 'moderate' | team band, median | team band, 90th | checks 'moderate' |");
console.log("|---|---|---|---|---|---|---|");
const checkPercentiles: number[] = [];
// Central values by variant: how far a forecast without estimator levels agrees with the full one (NO_LEVELS_AGREEMENT).
const centrals = new Map<string, { pair: number[]; team: number[] }>();
for (const [name, vary] of variants) {
  const central = { pair: [] as number[], team: [] as number[] };
  centrals.set(name, central);
  const pairWidths: number[] = [];
  let pairModerate = 0;
  for (const { input } of ref.pairs.slice(0, BAND_PAIRS)) {
    const r = forecastPair({ ...input, a: vary(input.a), b: vary(input.b), manager: input.manager ? vary(input.manager) : null }, REFERENCE_OPTIONS);
    if (!r.ok) throw new Error(r.error.code);
    pairWidths.push(r.value.months.reduce((s, m) => s + m.range.high - m.range.low, 0) / r.value.months.length);
    central.pair.push(r.value.summary.average);
    if (r.value.confidence === "moderate") pairModerate++;
  }
  const teamWidths: number[] = [];
  let teamModerate = 0;
  for (const { input } of ref.teams.slice(0, BAND_TEAMS)) {
    const slots = input.actors.slice(0, 4).map(({ events: _events, ...p }) => vary(p));
    const r = checkTeam({ slots }, REFERENCE_OPTIONS);
    if (!r.ok) throw new Error(r.error.code);
    teamWidths.push(r.value.stats.powerRange.high - r.value.stats.powerRange.low);
    central.team.push(r.value.stats.peakPower);
    if (r.value.confidence === "moderate") teamModerate++;
    if (vary === precise) checkPercentiles.push(normOf("cohesion", r.value.settled.cohesion).percentile);
  }
  pairWidths.sort((a, b) => a - b);
  teamWidths.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${f1(quantileSorted(pairWidths, 0.5))} | ${f1(quantileSorted(pairWidths, 0.9))} | ${pct(pairModerate / BAND_PAIRS)} | ${f1(quantileSorted(teamWidths, 0.5))} | ${f1(quantileSorted(teamWidths, 0.9))} | ${pct(teamModerate / BAND_TEAMS)} |`,
  );
}
console.log("| short questionnaire / hidden details | not used: the short form has the same 30 Big Five items; hidden details hide nothing from the engine (docs/model.md) | | | | | |");
const full = centrals.get(variants[0]![0])!;
const none = centrals.get(variants[2]![0])!;
console.log(
  `\nAgreement of forecasts without estimator levels (L from age) with complete ones (Pearson r): pair average ${correlation(full.pair, none.pair).toFixed(2)},` +
    ` team check peak power ${correlation(full.team, none.team).toFixed(2)} (NO_LEVELS_AGREEMENT: pair ${NO_LEVELS_AGREEMENT.pair}, team ${NO_LEVELS_AGREEMENT.team}).`,
);
checkPercentiles.sort((a, b) => a - b);
console.log(
  `\nTeam checks (13 weeks, first 4 members, office 5 h) against the day-364 team norms: median cohesion percentile ${quantileSorted(checkPercentiles, 0.5)}` +
    ` (50 = the same as established reference teams; checks are small, office teams still getting acquainted).`,
);
console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
