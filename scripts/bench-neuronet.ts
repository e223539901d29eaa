// Benchmark of the grading network: `npm run bench:neuronet`.
// In one run, side by side: encoding 2,000 synthetic profiles, training on them with the
// default hyper-parameters on the wasm backend and on the cpu backend (same seed, so the
// same work), the test metrics against the majority baseline, and prediction time per
// profile (one at a time, and a batch of 2,000). BENCH_NEURONET_ROWS changes the row count.
import { GRADES } from "../lib/engine/person/person";
import { DEFAULT_HYPER_PARAMETERS, loadNetwork, trainNetwork, selectBackend, type TrainedNetwork, type TrainingRow } from "../lib/neuronet/index";
import { gradingEncoding, profileQuestionnaireV1 } from "../lib/questionnaire/index";
import { gradedCorpus } from "../lib/questionnaire/testing/graded-corpus";

const ROWS = Number(process.env.BENCH_NEURONET_ROWS ?? 2000);
const ms = (start: number) => performance.now() - start;
const fixed = (n: number, digits = 1) => n.toFixed(digits);

const corpus = gradedCorpus(ROWS, "bench");
const encoding = gradingEncoding(profileQuestionnaireV1);
encoding.encode(corpus[0]!.answers); // warm-up
const encodeStart = performance.now();
const rows: TrainingRow[] = corpus.map(({ answers, grades }, i) => ({
  id: `bench-${i}`,
  features: encoding.encode(answers),
  grades: { K: GRADES.indexOf(grades.K), P: GRADES.indexOf(grades.P), L: GRADES.indexOf(grades.L) },
}));
const encodeMs = ms(encodeStart);

async function train(backend: "wasm" | "cpu"): Promise<{ result: TrainedNetwork; seconds: number }> {
  await selectBackend(backend);
  const start = performance.now();
  const result = await trainNetwork({ rows, inputSize: encoding.features.length, encoding: encoding.id, hyper: DEFAULT_HYPER_PARAMETERS });
  if (result === "cancelled") throw new Error("cancelled");
  return { result, seconds: ms(start) / 1000 };
}

const wasm = await train("wasm");
const cpu = await train("cpu");
await selectBackend("wasm");
const network = await loadNetwork(wasm.result.artifact);
const single = rows.slice(0, 200).map((r) => r.features);
network.predict([single[0]!]); // warm-up
const singleStart = performance.now();
for (const features of single) network.predict([features]);
const singleMs = ms(singleStart) / single.length;
const batchStart = performance.now();
network.predict(rows.map((r) => r.features));
const batchMs = ms(batchStart);
network.dispose();

const h = DEFAULT_HYPER_PARAMETERS;
console.log(`grading network bench: ${ROWS} profiles, ${encoding.features.length} features (${encoding.id}), hidden ${h.hiddenUnits.join("/")}, ${h.epochs} epochs, batch ${h.batchSize}`);
console.log(`encoding            ${fixed(encodeMs)} ms for ${ROWS} profiles (${fixed((encodeMs / ROWS) * 1000, 0)} µs each)`);
console.log(`training  wasm      ${fixed(wasm.seconds, 2)} s`);
console.log(`training  cpu       ${fixed(cpu.seconds, 2)} s`);
console.log(`same result on both backends: ${JSON.stringify(wasm.result.metrics) === JSON.stringify(cpu.result.metrics) ? "yes" : "no (floating-point order differs)"}`);
console.log(`prediction (wasm)   ${fixed(singleMs, 3)} ms per profile alone, ${fixed(batchMs, 1)} ms for a batch of ${ROWS} (${fixed((batchMs / ROWS) * 1000, 1)} µs each)`);
const m = wasm.result.metrics;
console.log(`test split          ${m.testSize} of ${m.trainSize + m.testSize} rows; beats baseline: ${m.beatsBaseline}`);
console.log("scale  accuracy  baseline  MAE    baseline MAE");
for (const scale of ["K", "P", "L"] as const) {
  const s = m.scales[scale];
  console.log(`${scale}      ${fixed(s.accuracy, 3)}     ${fixed(s.baseline.accuracy, 3)}     ${fixed(s.meanAbsoluteError, 3)}  ${fixed(s.baseline.meanAbsoluteError, 3)}`);
}
