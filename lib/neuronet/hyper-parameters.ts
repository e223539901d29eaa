import { z } from "zod";

// PLACEHOLDER written by the coordinator for the contracts; the core branch replaces it.
export interface HyperParameters {
  hiddenUnits: [number, number];
  epochs: number;
  learningRate: number;
  batchSize: number;
  dropout: number;
  testShare: number;
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
export const DEFAULT_HYPER_PARAMETERS: HyperParameters = { hiddenUnits: [64, 32], epochs: 40, learningRate: 0.01, batchSize: 32, dropout: 0.1, testShare: 0.2, seed: 42 };
const b = HYPER_PARAMETER_BOUNDS;
const unit = z.number().int().min(b.hiddenUnits.min).max(b.hiddenUnits.max);
export const HyperParametersSchema = z.strictObject({
  hiddenUnits: z.tuple([unit, unit]),
  epochs: z.number().int().min(b.epochs.min).max(b.epochs.max),
  learningRate: z.number().min(b.learningRate.min).max(b.learningRate.max),
  batchSize: z.number().int().min(b.batchSize.min).max(b.batchSize.max),
  dropout: z.number().min(b.dropout.min).max(b.dropout.max),
  testShare: z.number().min(b.testShare.min).max(b.testShare.max),
  seed: z.number().int().min(b.seed.min).max(b.seed.max),
});
