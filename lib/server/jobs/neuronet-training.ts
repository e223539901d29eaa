import "server-only";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EpochProgress, TrainedNetwork } from "@/lib/neuronet";
import type { TrainingJobInput, WorkerMessage } from "./neuronet-messages";
import { currentWorkerEntry } from "./worker-entry";

export type { TrainingJobInput } from "./neuronet-messages";

/** How long a worker asked to stop may take to reach its next epoch before it is terminated. */
const STOP_GRACE_MS = 5_000;

/**
 * A Worker for neuronet-worker by worker-entry.ts's rule. The compiled file is given as it
 * is. TypeScript needs a two-line bootstrap that registers tsx and then imports the module:
 * Node 20 refuses a `.ts` file given to `new Worker` ("Unknown file extension"), and
 * `--import tsx` in an eval worker's execArgv does not help; the react-server condition
 * resolves its `import "server-only"` to the empty module.
 */
function startTrainingWorker(workerData: unknown): Worker {
  const entry = currentWorkerEntry("neuronet-worker");
  const url = pathToFileURL(entry.file);
  if (entry.compiled) return new Worker(url, { workerData, execArgv: entry.execArgv });
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: ["--conditions=react-server"] });
}

/**
 * Trains the grading network in a fresh worker thread, never on the request thread.
 * Progress arrives once per epoch (callbacks run in order, and all of them before the
 * result). Aborting asks the worker to stop at its next epoch and terminates it if it
 * does not within STOP_GRACE_MS; either way the result is "cancelled". A crash in the
 * worker rejects with an Error.
 */
export function trainInWorker(
  input: TrainingJobInput,
  options: { onEpoch: (p: EpochProgress) => void | Promise<void>; signal: AbortSignal },
): Promise<TrainedNetwork | "cancelled"> {
  if (options.signal.aborted) return Promise.resolve("cancelled");
  const stopFlag = new SharedArrayBuffer(4);
  const worker = startTrainingWorker({ input, stopFlag });
  return new Promise((resolve, reject) => {
    let callbacks: Promise<void> = Promise.resolve();
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
      options.signal.removeEventListener("abort", onAbort);
      // Every progress callback has run before the caller hears the outcome.
      void callbacks.then(outcome, outcome);
      void worker.terminate();
    };
    const onAbort = () => {
      Atomics.store(new Int32Array(stopFlag), 0, 1);
      graceTimer = setTimeout(() => finish(() => resolve("cancelled")), STOP_GRACE_MS);
    };
    options.signal.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "epoch") {
        if (!options.signal.aborted) callbacks = callbacks.then(() => options.onEpoch(message.progress));
      } else if (message.type === "done") {
        finish(() => resolve(options.signal.aborted ? "cancelled" : message.result));
      } else {
        finish(() => reject(new Error(`grading network training failed: ${message.message}`)));
      }
    });
    worker.on("error", (error) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))));
    worker.on("exit", (code) => finish(() => (options.signal.aborted ? resolve("cancelled") : reject(new Error(`grading network worker exited with code ${code}`)))));
  });
}
