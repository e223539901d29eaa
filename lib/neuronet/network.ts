import * as tf from "@tensorflow/tfjs-core";
import * as tfl from "@tensorflow/tfjs-layers";

// The grading network: features -> dense(h1, relu) -> dropout -> dense(h2, relu) -> three
// 6-way softmax heads K, P, L. The architecture is fixed by (inputSize, hiddenUnits) so a
// stored artifact is plain weights checked against the architecture built here.

export const SCALES = ["K", "P", "L"] as const;
export type Scale = (typeof SCALES)[number];
export const GRADE_COUNT = 6;

export interface LayerDescription {
  name: string;
  kind: "dense" | "dropout";
  units: number;
  activation: "relu" | "softmax" | null;
  /** The layer it reads, or "features" for the input vector. */
  input: string;
}
export type ArchitectureDescription = LayerDescription[];

export function describeArchitecture(inputSize: number, hiddenUnits: readonly [number, number]): ArchitectureDescription {
  return [
    { name: "hidden_1", kind: "dense", units: hiddenUnits[0], activation: "relu", input: "features" },
    { name: "dropout", kind: "dropout", units: hiddenUnits[0], activation: null, input: "hidden_1" },
    { name: "hidden_2", kind: "dense", units: hiddenUnits[1], activation: "relu", input: "dropout" },
    ...SCALES.map((scale) => ({ name: scale, kind: "dense" as const, units: GRADE_COUNT, activation: "softmax" as const, input: "hidden_2" })),
  ];
}

/** Names and shapes of the weights in setWeights order: kernel then bias of each dense layer. */
export function expectedWeights(inputSize: number, architecture: ArchitectureDescription): Array<{ name: string; shape: number[] }> {
  const units = new Map<string, number>([["features", inputSize]]);
  const weights: Array<{ name: string; shape: number[] }> = [];
  for (const layer of architecture) {
    const fanIn = units.get(layer.input) ?? 0;
    units.set(layer.name, layer.units);
    if (layer.kind !== "dense") continue;
    weights.push({ name: `${layer.name}/kernel`, shape: [fanIn, layer.units] }, { name: `${layer.name}/bias`, shape: [layer.units] });
  }
  return weights;
}

export interface GradingNetwork {
  readonly model: tfl.LayersModel;
  /** Probabilities per scale, [rows, 6] each; dropout is applied only when `dropoutSeed` is given. */
  forward(x: tf.Tensor2D, dropout?: { rate: number; seed: number }): Record<Scale, tf.Tensor2D>;
  readonly trainableVariables: tf.Variable[];
  dispose(): void;
}

export function buildNetwork(inputSize: number, hiddenUnits: readonly [number, number], seed: number): GradingNetwork {
  let initialiserSeed = seed;
  const dense = (name: string, units: number, activation: "relu" | "softmax") =>
    tfl.layers.dense({
      name,
      units,
      activation,
      kernelInitializer: tfl.initializers.glorotUniform({ seed: initialiserSeed++ }),
      biasInitializer: "zeros",
    });
  const input = tfl.input({ shape: [inputSize], name: "features" });
  const hidden1 = dense("hidden_1", hiddenUnits[0], "relu");
  // The dropout layer documents the architecture; training applies seeded dropout itself
  // because the layer's own seed would draw the same mask at every step.
  const dropoutLayer = tfl.layers.dropout({ name: "dropout", rate: 0 });
  const hidden2 = dense("hidden_2", hiddenUnits[1], "relu");
  const heads = SCALES.map((scale) => dense(scale, GRADE_COUNT, "softmax"));
  const h2 = hidden2.apply(dropoutLayer.apply(hidden1.apply(input))) as tfl.SymbolicTensor;
  const model = tfl.model({ inputs: input, outputs: heads.map((head) => head.apply(h2) as tfl.SymbolicTensor) });
  return {
    model,
    forward(x, dropout) {
      let h = hidden1.apply(x) as tf.Tensor2D;
      if (dropout && dropout.rate > 0) h = tf.dropout(h, dropout.rate, undefined, dropout.seed) as tf.Tensor2D;
      const shared = hidden2.apply(h) as tf.Tensor2D;
      const [k, p, l] = heads.map((head) => head.apply(shared) as tf.Tensor2D);
      return { K: k as tf.Tensor2D, P: p as tf.Tensor2D, L: l as tf.Tensor2D };
    },
    trainableVariables: model.trainableWeights.map((w) => w.read() as tf.Variable),
    dispose: () => model.dispose(),
  };
}
