import { describe, expect, it } from "vitest";
import { DEFAULT_HYPER_PARAMETERS, trainNetwork, type EpochProgress } from "@/lib/neuronet";
import { corpusRows } from "@/lib/neuronet/testing";
import { trainInWorker } from "./neuronet-training";

// Spawns real worker threads (through tsx), as the training job does.

const data = corpusRows(200, "worker");
const input = { ...data, hyper: { ...DEFAULT_HYPER_PARAMETERS, epochs: 6 } };

describe("trainInWorker", () => {
  it("reports each epoch and returns what in-thread training returns for the same seed", async () => {
    const seen: EpochProgress[] = [];
    const result = await trainInWorker(input, { onEpoch: (p) => void seen.push(p), signal: new AbortController().signal });
    expect(seen.map((p) => p.epoch)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result).not.toBe("cancelled");
    expect(result).toEqual(await trainNetwork(input));
  }, 60_000);

  it("stops at the next epoch when aborted and resolves cancelled", async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const result = await trainInWorker({ ...input, hyper: { ...input.hyper, epochs: 200 } }, {
      onEpoch: (p) => {
        seen.push(p.epoch);
        if (p.epoch === 2) controller.abort();
      },
      signal: controller.signal,
    });
    expect(result).toBe("cancelled");
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThan(20);
  }, 60_000);

  it("rejects with an Error when the worker fails", async () => {
    const broken = { ...input, inputSize: -1 };
    await expect(trainInWorker(broken, { onEpoch: () => undefined, signal: new AbortController().signal })).rejects.toThrow(/grading network training failed/);
  }, 60_000);

  it("answers cancelled at once for an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(trainInWorker(input, { onEpoch: () => undefined, signal: controller.signal })).resolves.toBe("cancelled");
  });
});
