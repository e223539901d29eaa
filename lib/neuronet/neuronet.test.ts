import * as tf from "@tensorflow/tfjs-core";
import { beforeAll, describe, expect, it } from "vitest";
import { checkArtifact, type ArtifactDocument } from "./artifact";
import { DEFAULT_HYPER_PARAMETERS, type HyperParameters } from "./hyper-parameters";
import { ensureBackend } from "./backend";
import { loadNetwork } from "./predict";
import { corpusRows } from "./testing";
import { trainNetwork, type EpochProgress, type TrainedNetwork } from "./train";

// The check: a small network trained on the synthetic graded corpus beats the
// majority baseline on its test split, and a stored artifact predicts deterministically.

const data = corpusRows(600, "unit");
const hyper: HyperParameters = { ...DEFAULT_HYPER_PARAMETERS, epochs: 25 };
let trained: TrainedNetwork;
const progress: EpochProgress[] = [];

beforeAll(async () => {
  const result = await trainNetwork({ ...data, hyper, onEpoch: (p) => void progress.push(p) });
  if (result === "cancelled") throw new Error("training was cancelled");
  trained = result;
}, 60_000);

const copy = (doc: ArtifactDocument): ArtifactDocument => JSON.parse(JSON.stringify(doc)) as ArtifactDocument;

describe("trainNetwork on the graded corpus", () => {
  it("runs on the wasm backend", async () => {
    expect(await ensureBackend()).toBe("wasm");
  });

  it("reports every epoch with finite, falling loss", () => {
    expect(progress.map((p) => p.epoch)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(progress.every((p) => Number.isFinite(p.loss) && p.testLoss !== null && Number.isFinite(p.testLoss))).toBe(true);
    expect(progress.at(-1)!.loss).toBeLessThan(progress[0]!.loss);
  });

  it("beats the majority baseline on the test split", () => {
    const { metrics } = trained;
    expect(metrics.trainSize + metrics.testSize).toBe(600);
    expect(metrics.testSize).toBeGreaterThan(80);
    for (const scale of ["K", "P", "L"] as const) {
      const m = metrics.scales[scale];
      expect(m.support).toBe(metrics.testSize);
      expect(m.accuracy, scale).toBeGreaterThan(m.baseline.accuracy);
      expect(m.meanAbsoluteError, scale).toBeLessThan(m.baseline.meanAbsoluteError);
    }
    expect(metrics.beatsBaseline).toBe(true);
  });

  it("masks a missing scale instead of guessing it", async () => {
    const rows = data.rows.slice(0, 120).map((row) => ({ ...row, grades: { ...row.grades, L: null } }));
    const result = await trainNetwork({ ...data, rows, hyper: { ...hyper, epochs: 2 } });
    if (result === "cancelled") throw new Error("cancelled");
    expect(result.metrics.scales.L.support).toBe(0);
    expect(result.metrics.scales.K.support).toBe(result.metrics.testSize);
    expect(progress.length).toBe(25);
  });

  it("releases every tensor it made", async () => {
    const before = tf.memory().numTensors;
    await trainNetwork({ ...data, rows: data.rows.slice(0, 100), hyper: { ...hyper, epochs: 3 } });
    const loaded = await loadNetwork(trained.artifact);
    loaded.predict([data.rows[0]!.features]);
    loaded.dispose();
    expect(tf.memory().numTensors).toBe(before);
  });

  it("stops when onEpoch answers false", async () => {
    const seen: number[] = [];
    const result = await trainNetwork({ ...data, rows: data.rows.slice(0, 100), hyper: { ...hyper, epochs: 10 }, onEpoch: (p) => (seen.push(p.epoch), p.epoch < 3) });
    expect(result).toBe("cancelled");
    expect(seen).toEqual([1, 2, 3]);
  });

  it("is deterministic for the same rows and seed", async () => {
    const small = { ...data, rows: data.rows.slice(0, 150), hyper: { ...hyper, epochs: 3 } };
    const [a, b] = [await trainNetwork(small), await trainNetwork({ ...small, rows: [...small.rows].reverse() })];
    expect(a).toEqual(b);
    const other = await trainNetwork({ ...small, hyper: { ...small.hyper, seed: 7 } });
    expect(other).not.toEqual(a);
  });
});

describe("stored artifacts", () => {
  it("predict identically twice and after a serialise/parse round trip", async () => {
    const rows = data.rows.slice(0, 20).map((r) => r.features);
    const first = await loadNetwork(trained.artifact);
    const again = first.predict(rows);
    expect(first.predict(rows)).toEqual(again);
    const roundTripped = checkArtifact(JSON.parse(JSON.stringify(trained.artifact)));
    expect(roundTripped.ok).toBe(true);
    if (!roundTripped.ok) return;
    const second = await loadNetwork(roundTripped.artifact);
    expect(second.predict(rows)).toEqual(again);
    expect(again[0]!.K.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(again.every((p) => p.K.grade === p.K.probabilities.indexOf(Math.max(...p.K.probabilities)))).toBe(true);
    first.dispose();
    second.dispose();
  });

  it("checkArtifact rejects what is not a matching, finite network", () => {
    const problemsOf = (doc: unknown) => {
      const result = checkArtifact(doc);
      return result.ok ? [] : result.problems;
    };
    expect(problemsOf("text")).toEqual([{ code: "not_an_artifact", path: "" }]);
    expect(problemsOf(null)).toEqual([{ code: "not_an_artifact", path: "" }]);
    expect(problemsOf([trained.artifact])).toEqual([{ code: "not_an_artifact", path: "" }]);

    const unknownLayer = copy(trained.artifact) as unknown as { architecture: Array<Record<string, unknown>> };
    unknownLayer.architecture[1]!.kind = "lambda";
    expect(problemsOf(unknownLayer)).toEqual([{ code: "unknown_layer", path: "architecture[1].kind" }]);

    const wider = copy(trained.artifact);
    wider.architecture[0]!.units = 65;
    expect(problemsOf(wider)).toContainEqual({ code: "architecture_mismatch", path: "architecture[0]" });

    const wrongShape = copy(trained.artifact);
    wrongShape.weights[0]!.shape = [wrongShape.inputSize, 63];
    expect(problemsOf(wrongShape)).toEqual([{ code: "weight_shape_mismatch", path: "weights[0]" }]);

    const short = copy(trained.artifact);
    short.weights[1]!.data = short.weights[1]!.data.slice(0, 8);
    expect(problemsOf(short)).toEqual([{ code: "weight_data_length", path: "weights[1].data" }]);

    const withNaN = copy(trained.artifact);
    withNaN.weights[1]!.data = withNaN.weights[1]!.data.slice(0, -8) + "AADAfw=="; // last float: NaN (0x7fc00000)
    expect(problemsOf(withNaN)).toEqual([{ code: "non_finite_weight", path: "weights[1].data" }]);

    const strangeEncoding = copy(trained.artifact);
    strangeEncoding.encoding = "love-v1/e1";
    expect(checkArtifact(strangeEncoding, { knownEncodings: ["profile-v1/e1"] })).toEqual({ ok: false, problems: [{ code: "encoding_unknown", path: "encoding" }] });

    expect(problemsOf({ ...copy(trained.artifact), code: "alert(1)" })).toEqual([{ code: "invalid_field", path: "" }]);
    expect(checkArtifact(copy(trained.artifact), { knownEncodings: ["profile-v1/e1"] }).ok).toBe(true);
  });

  it("refuses to load an artifact that fails the check", async () => {
    const broken = copy(trained.artifact);
    broken.weights.pop();
    await expect(loadNetwork(broken)).rejects.toThrow(/weight_shape_mismatch/);
  });
});
