// Prints the raw 5th / 50th / 95th percentiles of every rescaled company score in the reference
// population and the SHOWN_SCALE (centre, gain) they give, for updating shown-scale.ts after a
// model change: node --import tsx scripts/shown-scale-calibration.ts
// The reference scores are shown values; each is mapped back to its raw value by fromShown, the
// transform's exact inverse, so the raw percentiles are exact.
import { quantileSorted } from "../lib/engine/core/math";
import { buildCompanyReference } from "../lib/engine/norms/company-reference";
import { fromShown, SHOWN_SCALE, SHOWN_TARGET_SPAN, type ShownScore } from "../lib/engine/norms/shown-scale";

const ref = buildCompanyReference();
console.log("| Score | raw 5th | raw 50th | raw 95th | centre | gain | now |");
console.log("|---|---|---|---|---|---|---|");
for (const kind of Object.keys(SHOWN_SCALE) as ShownScore[]) {
  const raw = Float64Array.from(ref.scores[kind], (v) => fromShown(kind, v)).sort();
  const [p5, p50, p95] = [0.05, 0.5, 0.95].map((q) => quantileSorted(raw, q));
  const now = SHOWN_SCALE[kind];
  console.log(`| ${kind} | ${p5!.toFixed(1)} | ${p50!.toFixed(1)} | ${p95!.toFixed(1)} | ${p50!.toFixed(1)} | ${(SHOWN_TARGET_SPAN / (p95! - p5!)).toFixed(2)} | ${now.centre} / ${now.gain} |`);
}
