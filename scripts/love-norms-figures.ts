// Prints the figures of docs/model.md "Love reference population and norms" and what the
// reference population costs at first use. Run: node --import tsx scripts/love-norms-figures.ts
import { performance } from "node:perf_hooks";
import { LOVE_DIMENSIONS } from "../lib/engine/love/love-topics";
import { buildLoveReference, loveBandThresholds, loveReference, loveScoreAtPercentile } from "../lib/engine/love/love-norms";

const t0 = performance.now();
loveReference();
const first = performance.now() - t0;
const runs: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  buildLoveReference();
  runs.push(performance.now() - t);
}
runs.sort((a, b) => a - b);
console.log(`first use (cold, includes JIT warm-up): ${first.toFixed(1)} ms; rebuild median ${runs[10]!.toFixed(1)} ms, min ${runs[0]!.toFixed(1)} ms`);
console.log("| Dimension | 5th | 25th | 50th | 75th | 95th | low below | high from |");
console.log("|---|---|---|---|---|---|---|---|");
for (const d of LOVE_DIMENSIONS) {
  const p = [5, 25, 50, 75, 95].map((q) => loveScoreAtPercentile(d, q).toFixed(1));
  const t = loveBandThresholds(d);
  console.log(`| ${d} | ${p.join(" | ")} | ${t.low.toFixed(1)} | ${t.high.toFixed(1)} |`);
}
