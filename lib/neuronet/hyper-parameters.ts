import { z } from "zod";

// The knobs an administrator may turn before training. The contract is the full object:
// a stored training run names every value it used, so nothing is filled in silently.

export interface HyperParameters {
  hiddenUnits: [number, number];
  epochs: number;
  learningRate: number;
  batchSize: number;
  dropout: number;
  /** Share of the rows held out for the test split, 0.1..0.4. */
  testShare: number;
  /** Seeds the initial weights, the split, the shuffles and dropout. */
  seed: number;
}

export const HYPER_PARAMETER_BOUNDS = {
  hiddenUnits: { min: 4, max: 256 },
  epochs: { min: 1, max: 200 },
  learningRate: { min: 1e-4, max: 0.1 },
  batchSize: { min: 8, max: 512 },
  dropout: { min: 0, max: 0.5 },
  testShare: { min: 0.1, max: 0.4 },
  seed: { min: 0, max: 2 ** 31 - 1 },
} as const;

export const DEFAULT_HYPER_PARAMETERS: HyperParameters = {
  hiddenUnits: [64, 32],
  epochs: 40,
  learningRate: 0.005,
  batchSize: 64,
  dropout: 0.2,
  testShare: 0.2,
  seed: 42,
};

const b = HYPER_PARAMETER_BOUNDS;
const units = z.number().int().min(b.hiddenUnits.min).max(b.hiddenUnits.max);

export const HyperParametersSchema = z
  .object({
    hiddenUnits: z.tuple([units, units]),
    epochs: z.number().int().min(b.epochs.min).max(b.epochs.max),
    learningRate: z.number().min(b.learningRate.min).max(b.learningRate.max),
    batchSize: z.number().int().min(b.batchSize.min).max(b.batchSize.max),
    dropout: z.number().min(b.dropout.min).max(b.dropout.max),
    testShare: z.number().min(b.testShare.min).max(b.testShare.max),
    seed: z.number().int().min(b.seed.min).max(b.seed.max),
  })
  .strict();
