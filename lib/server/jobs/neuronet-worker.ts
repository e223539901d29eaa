import "server-only";
// Runs one training of the grading network in its own worker thread (started by
// neuronet-training.ts), so the seconds of tensor work never block the server's event loop.
// A stop request arrives through a shared flag, read at each epoch: the training loop
// does not yield to the message queue between epochs.
import { parentPort, workerData } from "node:worker_threads";
import { trainNetwork } from "../../neuronet/index";
import type { WorkerInput, WorkerMessage } from "./neuronet-messages";

const { input, stopFlag } = workerData as WorkerInput;
const stop = new Int32Array(stopFlag);
const send = (message: WorkerMessage) => parentPort?.postMessage(message);

try {
  const result = await trainNetwork({
    ...input,
    onEpoch: (progress) => {
      send({ type: "epoch", progress });
      return Atomics.load(stop, 0) === 0;
    },
  });
  send({ type: "done", result });
} catch (error) {
  send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
}
