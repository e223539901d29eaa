import "server-only";
import type { EpochProgress, HyperParameters, TrainedNetwork, TrainingRow } from "../../neuronet/index";

// What the training thread and its parent say to each other.

export interface TrainingJobInput {
  rows: TrainingRow[];
  inputSize: number;
  encoding: string;
  hyper: HyperParameters;
}

export interface WorkerInput {
  input: TrainingJobInput;
  /** Int32 at index 0: 1 asks the worker to stop at the next epoch. */
  stopFlag: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: "epoch"; progress: EpochProgress }
  | { type: "done"; result: TrainedNetwork | "cancelled" }
  | { type: "failed"; message: string };
