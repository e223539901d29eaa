// Prints the figures of docs/model.md "Love reference population and norms" and what the two ways
// of providing the norms cost. Run: node --import tsx scripts/love-norms-figures.ts
import { performance } from "node:perf_hooks";
import { LOVE_DIMENSIONS } from "../lib/engine/love/love-topics";
import { buildLoveReference, loveBandThresholds, lovePercentile, loveScoreAtPercentile } from "../lib/engine/love/love-norms";

// The stored table (what the engine uses): first call in a fresh process.
let t = performance.now();
lovePercentile("love", 55);
const tableFirst = performance.now() - t;
// The alternative: simulating the population on first use (cold, then warm rebuilds).
t = performance.now();
buildLoveReference();
const buildCold = performance.now() - t;
const runs: number[] = [];
for (let i = 0; i < 20; i++) {
  t = performance.now();
  buildLoveReference();
  runs.push(performance.now() - t);
}
runs.sort((a, b) => a - b);
console.log(`stored table, first call: ${tableFirst.toFixed(2)} ms`);
console.log(`simulating instead: first (cold) ${buildCold.toFixed(1)} ms; warm median ${runs[10]!.toFixed(1)} ms, min ${runs[0]!.toFixed(1)} ms`);
console.log("| Dimension | 5th | 25th | 50th | 75th | 95th |");
console.log("|---|---|---|---|---|---|");
for (const d of LOVE_DIMENSIONS) console.log(`| ${d} | ${[5, 25, 50, 75, 95].map((q) => loveScoreAtPercentile(d, q).toFixed(1)).join(" | ")} |`);
for (const d of LOVE_DIMENSIONS) {
  const b = loveBandThresholds(d);
  console.log(`${d}: low below ${b.low.toFixed(2)}, high from ${b.high.toFixed(2)}`);
}
