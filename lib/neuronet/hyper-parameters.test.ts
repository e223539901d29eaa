import { describe, expect, it } from "vitest";
import { DEFAULT_HYPER_PARAMETERS, HyperParametersSchema } from "./hyper-parameters";

describe("HyperParametersSchema", () => {
  it("accepts the defaults and the bounds", () => {
    expect(HyperParametersSchema.parse(DEFAULT_HYPER_PARAMETERS)).toEqual(DEFAULT_HYPER_PARAMETERS);
    const edges = { hiddenUnits: [4, 256], epochs: 200, learningRate: 1e-4, batchSize: 512, dropout: 0.5, testShare: 0.1, seed: 2 ** 31 - 1 };
    expect(HyperParametersSchema.safeParse(edges).success).toBe(true);
  });

  it("rejects values out of bounds, fractions where integers belong, unknown and missing keys", () => {
    const bad = [
      { hiddenUnits: [3, 32] },
      { hiddenUnits: [64, 257] },
      { epochs: 201 },
      { epochs: 10.5 },
      { learningRate: 0.2 },
      { batchSize: 4 },
      { dropout: 0.6 },
      { testShare: 0.05 },
      { seed: -1 },
      { extra: 1 },
    ];
    for (const change of bad) expect(HyperParametersSchema.safeParse({ ...DEFAULT_HYPER_PARAMETERS, ...change }).success, JSON.stringify(change)).toBe(false);
    const { epochs: _epochs, ...withoutEpochs } = DEFAULT_HYPER_PARAMETERS;
    expect(HyperParametersSchema.safeParse(withoutEpochs).success).toBe(false);
  });
});
