import * as tf from "@tensorflow/tfjs-core";
import { checkArtifact, decodeFloats, type ArtifactDocument } from "./artifact";
import { ensureBackend } from "./backend";
import { SCALES, buildNetwork, type Scale } from "./network";

export type GradePrediction = Record<Scale, { grade: number; probabilities: number[] }>;

export interface LoadedNetwork {
  readonly encoding: string;
  readonly inputSize: number;
  predict(rows: ReadonlyArray<ArrayLike<number>>): GradePrediction[];
  dispose(): void;
}

/** Builds the network this code defines and copies the artifact's checked weights into it. */
export async function loadNetwork(artifact: ArtifactDocument): Promise<LoadedNetwork> {
  const checked = checkArtifact(artifact);
  if (!checked.ok) throw new Error(`not a usable grading network: ${checked.problems.map((p) => `${p.code} at ${p.path}`).join(", ")}`);
  await ensureBackend();
  const { inputSize, hiddenUnits, weights } = checked.artifact;
  const network = buildNetwork(inputSize, hiddenUnits, 0);
  const tensors = weights.map((w) => tf.tensor(decodeFloats(w.data) as Float32Array, w.shape, "float32"));
  network.model.setWeights(tensors);
  tf.dispose(tensors);
  return {
    encoding: checked.artifact.encoding,
    inputSize,
    predict(rows) {
      if (rows.length === 0) return [];
      const x = new Float32Array(rows.length * inputSize);
      rows.forEach((row, i) => {
        for (let j = 0; j < inputSize; j += 1) {
          const v = Number(row[j]);
          x[i * inputSize + j] = Number.isFinite(v) ? v : 0;
        }
      });
      const probabilities = tf.tidy(() => {
        const outputs = network.forward(tf.tensor2d(x, [rows.length, inputSize]));
        return SCALES.map((scale) => outputs[scale].dataSync() as Float32Array);
      });
      return rows.map((_, i) => {
        const prediction = {} as GradePrediction;
        SCALES.forEach((scale, s) => {
          const p = Array.from((probabilities[s] as Float32Array).subarray(i * 6, i * 6 + 6));
          prediction[scale] = { grade: p.indexOf(Math.max(...p)), probabilities: p };
        });
        return prediction;
      });
    },
    dispose: () => network.dispose(),
  };
}
