import * as tf from "@tensorflow/tfjs-core";
import { serializeNetwork, type ArtifactDocument } from "./artifact";
import { ensureBackend } from "./backend";
import type { HyperParameters } from "./hyper-parameters";
import { modelMetrics, scaleMetrics, type ModelMetrics } from "./metrics";
import { GRADE_COUNT, SCALES, buildNetwork, type GradingNetwork, type Scale } from "./network";
import { hashText, seededRandom, shuffled } from "./random";
import { splitRows } from "./split";

export interface TrainingRow {
  id: string;
  features: ArrayLike<number>;
  /** Grade index 0..5 per scale; null when the profile has no final grade on that scale. */
  grades: { K: number | null; P: number | null; L: number | null };
}

export interface EpochProgress {
  epoch: number;
  epochs: number;
  loss: number;
  testLoss: number | null;
}

export interface TrainedNetwork {
  artifact: ArtifactDocument;
  metrics: ModelMetrics;
}

export interface TrainingInput {
  rows: TrainingRow[];
  inputSize: number;
  encoding: string;
  hyper: HyperParameters;
  /** Returning false stops training: the result is then "cancelled". */
  onEpoch?: (progress: EpochProgress) => boolean | void | Promise<boolean | void>;
}

interface Batch {
  x: tf.Tensor2D;
  /** One-hot targets per scale; a missing grade is a row of zeros with mask 0. */
  targets: Record<Scale, tf.Tensor2D>;
  masks: Record<Scale, tf.Tensor1D>;
}

function toBatch(rows: readonly TrainingRow[], inputSize: number): Batch {
  const x = new Float32Array(rows.length * inputSize);
  rows.forEach((row, i) => {
    for (let j = 0; j < inputSize; j += 1) {
      const v = Number(row.features[j]);
      x[i * inputSize + j] = Number.isFinite(v) ? v : 0;
    }
  });
  const targets = {} as Record<Scale, tf.Tensor2D>;
  const masks = {} as Record<Scale, tf.Tensor1D>;
  for (const scale of SCALES) {
    const oneHot = new Float32Array(rows.length * GRADE_COUNT);
    const mask = new Float32Array(rows.length);
    rows.forEach((row, i) => {
      const grade = row.grades[scale];
      if (grade === null || !Number.isInteger(grade) || grade < 0 || grade >= GRADE_COUNT) return;
      oneHot[i * GRADE_COUNT + grade] = 1;
      mask[i] = 1;
    });
    targets[scale] = tf.tensor2d(oneHot, [rows.length, GRADE_COUNT]);
    masks[scale] = tf.tensor1d(mask);
  }
  return { x: tf.tensor2d(x, [rows.length, inputSize]), targets, masks };
}

function disposeBatch(batch: Batch): void {
  tf.dispose([batch.x, ...Object.values(batch.targets), ...Object.values(batch.masks)]);
}

/** Sum over scales of the masked mean cross-entropy: an ungraded scale adds nothing, it is not guessed. */
function maskedLoss(network: GradingNetwork, batch: Batch, dropout?: { rate: number; seed: number }): tf.Scalar {
  const outputs = network.forward(batch.x, dropout);
  const perScale = SCALES.map((scale) => {
    const logProbabilities = tf.log(tf.clipByValue(outputs[scale], 1e-7, 1));
    const crossEntropy = tf.neg(tf.sum(tf.mul(batch.targets[scale], logProbabilities), 1));
    return tf.div(tf.sum(tf.mul(crossEntropy, batch.masks[scale])), tf.maximum(tf.sum(batch.masks[scale]), 1));
  });
  return tf.addN(perScale) as tf.Scalar;
}

/** The loss as a number, its tensors released. */
function lossValue(loss: typeof maskedLoss, network: GradingNetwork, batch: Batch): number {
  const scalar = tf.tidy(() => loss(network, batch));
  const value = scalar.dataSync()[0] ?? 0;
  scalar.dispose();
  return value;
}

function predictedGrades(network: GradingNetwork, x: tf.Tensor2D): Record<Scale, number[]> {
  return tf.tidy(() => {
    const outputs = network.forward(x);
    const result = {} as Record<Scale, number[]>;
    for (const scale of SCALES) result[scale] = Array.from(tf.argMax(outputs[scale], 1).dataSync());
    return result;
  });
}

/** Trains on the train split, reports each epoch, measures on the test split. Deterministic for the same rows and hyper-parameters. */
export async function trainNetwork(input: TrainingInput): Promise<TrainedNetwork | "cancelled"> {
  await ensureBackend();
  const { hyper, inputSize } = input;
  const byId = new Map(input.rows.map((row) => [row.id, row]));
  const split = splitRows([...byId.keys()].sort(), hyper.testShare, hyper.seed);
  const trainRows = split.train.map((id) => byId.get(id) as TrainingRow);
  const testRows = split.test.map((id) => byId.get(id) as TrainingRow);
  const network = buildNetwork(inputSize, hyper.hiddenUnits, hyper.seed);
  const optimizer = tf.train.adam(hyper.learningRate);
  const test = testRows.length > 0 ? toBatch(testRows, inputSize) : undefined;
  const random = seededRandom(hashText(`shuffle:${hyper.seed}`));
  try {
    for (let epoch = 1; epoch <= hyper.epochs; epoch += 1) {
      const order = shuffled(trainRows, random);
      let lossSum = 0;
      for (let start = 0; start < order.length; start += hyper.batchSize) {
        const batch = toBatch(order.slice(start, start + hyper.batchSize), inputSize);
        const dropout = { rate: hyper.dropout, seed: hashText(`dropout:${hyper.seed}:${epoch}:${start}`) };
        const cost = optimizer.minimize(() => maskedLoss(network, batch, dropout), true, network.trainableVariables);
        lossSum += (cost?.dataSync()[0] ?? 0) * batch.x.shape[0];
        cost?.dispose();
        disposeBatch(batch);
      }
      const testLoss = test ? lossValue(maskedLoss, network, test) : null;
      const progress = { epoch, epochs: hyper.epochs, loss: order.length > 0 ? lossSum / order.length : 0, testLoss };
      if ((await input.onEpoch?.(progress)) === false) return "cancelled";
    }
    const metrics = measure(network, trainRows, testRows, test);
    const weights = network.model.getWeights().map((w) => w.dataSync() as Float32Array);
    const artifact = serializeNetwork({ encoding: input.encoding, inputSize, hiddenUnits: [...hyper.hiddenUnits], weights });
    return { artifact, metrics };
  } finally {
    if (test) disposeBatch(test);
    optimizer.dispose();
    network.dispose();
  }
}

function measure(network: GradingNetwork, trainRows: readonly TrainingRow[], testRows: readonly TrainingRow[], test: Batch | undefined): ModelMetrics {
  const predicted = test ? predictedGrades(network, test.x) : { K: [], P: [], L: [] };
  const scales = {} as ModelMetrics["scales"];
  for (const scale of SCALES) {
    scales[scale] = scaleMetrics(testRows.map((r) => r.grades[scale]), predicted[scale], trainRows.map((r) => r.grades[scale]));
  }
  return modelMetrics(trainRows.length, testRows.length, scales);
}
