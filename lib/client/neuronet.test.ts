import { describe, expect, it } from "vitest";
import { ARTIFACT_MAX_BYTES, MIN_TRAINING_PROFILES, type ModelMetricsDto, type ScaleMetricsDto } from "@/lib/contracts/neuronet";
import { checkArtifactText, compareWithBaseline, confusionPeak, formatDecimal, formatShare, isActive, modelActions, progressShare, testedScales } from "./neuronet";

const enough = MIN_TRAINING_PROFILES;
const ENC = "profile-v1/enc-1";

const scale = (accuracy: number, meanAbsoluteError: number, baseline: { accuracy: number; meanAbsoluteError: number }, support = 20): ScaleMetricsDto => ({
  support, accuracy, meanAbsoluteError, confusion: [], baseline: { grade: "MIDDLE", ...baseline },
});

const metricsWith = (beatsBaseline: boolean): ModelMetricsDto => {
  const one = scale(beatsBaseline ? 0.6 : 0.3, 0.5, { accuracy: 0.4, meanAbsoluteError: 0.9 });
  return { trainSize: 80, testSize: 20, scales: { K: one, P: one, L: one }, beatsBaseline };
};
const STRONG = metricsWith(true);

describe("which actions a model's state allows", () => {
  it("a draft can be trained (with enough graded profiles), edited and deleted, not published or used", () => {
    const actions = modelActions({ status: "draft", hasArtifact: false, published: false, encoding: null, metrics: STRONG }, enough, ENC);
    expect(actions).toMatchObject({ train: true, trainLabel: "train", cancel: false, publish: false, predict: false, download: false, upload: true, edit: true, deleteBlock: null });
  });

  it("training needs MIN_TRAINING_PROFILES graded profiles", () => {
    expect(modelActions({ status: "draft", hasArtifact: false, published: false, encoding: null, metrics: STRONG }, enough - 1, ENC)).toMatchObject({ train: false, trainBlock: "too_few_profiles" });
  });

  it("while queued or training only cancelling is offered, and deletion says why not", () => {
    for (const status of ["queued", "training"] as const) {
      const actions = modelActions({ status, hasArtifact: true, published: false, encoding: ENC, metrics: STRONG }, enough, ENC);
      expect(actions).toMatchObject({ train: false, trainBlock: "training", cancel: true, publish: false, predict: false, upload: false, edit: false, deleteBlock: "training" });
      expect(isActive(status)).toBe(true);
    }
  });

  it("a trained model can be retrained, published, downloaded and used for predictions", () => {
    const actions = modelActions({ status: "trained", hasArtifact: true, published: false, encoding: ENC, metrics: STRONG }, enough, ENC);
    expect(actions).toMatchObject({ train: true, trainLabel: "retrain", publish: true, predict: true, download: true, deleteBlock: null });
  });

  it("a published model is locked: not published again, retrained, replaced by an upload or deleted", () => {
    const actions = modelActions({ status: "trained", hasArtifact: true, published: true, encoding: ENC, metrics: STRONG }, enough, ENC);
    expect(actions).toMatchObject({ publish: false, train: false, trainBlock: "published", upload: false, predict: true, download: true, deleteBlock: "published" });
  });

  it("a model made for an older questionnaire encoder cannot predict today's profiles", () => {
    expect(modelActions({ status: "trained", hasArtifact: true, published: false, encoding: "profile-v0/enc-1", metrics: STRONG }, enough, ENC).predict).toBe(false);
  });

  it("publishing is refused, with the reason, for a model that does not beat the baseline, has no test figures or reads an older questionnaire", () => {
    const trained = { status: "trained" as const, hasArtifact: true, published: false, encoding: ENC };
    expect(modelActions({ ...trained, metrics: metricsWith(false) }, enough, ENC)).toMatchObject({ publish: false, publishBlock: "below_baseline" });
    expect(modelActions({ ...trained, metrics: null }, enough, ENC)).toMatchObject({ publish: false, publishBlock: "not_measured" });
    expect(modelActions({ ...trained, encoding: "profile-v0/enc-1", metrics: STRONG }, enough, ENC)).toMatchObject({ publish: false, publishBlock: "encoding_outdated" });
    expect(modelActions({ ...trained, metrics: STRONG }, enough, ENC)).toMatchObject({ publish: true, publishBlock: null });
  });

  it("a failed retraining keeps its older artifact usable but is not publishable until trained", () => {
    const actions = modelActions({ status: "failed", hasArtifact: true, published: false, encoding: ENC, metrics: STRONG }, enough, ENC);
    expect(actions).toMatchObject({ predict: true, download: true, publish: false, trainLabel: "retrain" });
    expect(isActive("failed")).toBe(false);
  });
});

describe("progress and metrics", () => {
  it("the bar is finished epochs over all, zero while queued", () => {
    expect(progressShare(null)).toBe(0);
    expect(progressShare({ epoch: 10, epochs: 40 })).toBe(0.25);
    expect(progressShare({ epoch: 50, epochs: 40 })).toBe(1);
  });

  it("compares with the majority-grade baseline by accuracy, then by mean error", () => {
    expect(compareWithBaseline(scale(0.6, 0.5, { accuracy: 0.4, meanAbsoluteError: 0.9 }))).toBe("better");
    expect(compareWithBaseline(scale(0.3, 0.5, { accuracy: 0.4, meanAbsoluteError: 0.9 }))).toBe("worse");
    expect(compareWithBaseline(scale(0.4, 0.7, { accuracy: 0.4, meanAbsoluteError: 0.9 }))).toBe("better");
    expect(compareWithBaseline(scale(0.4, 1.1, { accuracy: 0.4, meanAbsoluteError: 0.9 }))).toBe("worse");
    expect(compareWithBaseline(scale(0.4, 0.9, { accuracy: 0.4, meanAbsoluteError: 0.9 }))).toBe("same");
  });

  it("lists only the scales the test split graded", () => {
    const metrics: ModelMetricsDto = { trainSize: 80, testSize: 20, beatsBaseline: true, scales: { K: scale(0.5, 0.6, { accuracy: 0.4, meanAbsoluteError: 1 }), P: scale(0, 0, { accuracy: 0, meanAbsoluteError: 0 }, 0), L: scale(0.5, 0.6, { accuracy: 0.4, meanAbsoluteError: 1 }) } };
    expect(testedScales(metrics)).toEqual(["K", "L"]);
  });

  it("the confusion matrix's peak shades its cells", () => {
    expect(confusionPeak([[0, 3], [7, 1]])).toBe(7);
    expect(confusionPeak([])).toBe(0);
  });

  it("writes shares and decimals in the reader's locale: a point in English, a comma in Russian", () => {
    expect(formatShare(0.875, "en")).toBe("87.5%");
    expect(formatShare(0.875, "ru")).toMatch(/^87,5\s%$/);
    expect(formatDecimal(0.4231, "en")).toBe("0.42");
    expect(formatDecimal(0.4231, "ru")).toBe("0,42");
  });
});

describe("an artifact file read in the browser", () => {
  it("sends a JSON object, refuses other JSON, broken text and files over the limit", () => {
    expect(checkArtifactText('{"format":"x"}', 14, ARTIFACT_MAX_BYTES)).toEqual({ ok: true, body: { format: "x" } });
    expect(checkArtifactText("[1,2]", 5, ARTIFACT_MAX_BYTES)).toEqual({ ok: false, problem: "not_object" });
    expect(checkArtifactText("{oops", 5, ARTIFACT_MAX_BYTES)).toEqual({ ok: false, problem: "not_json" });
    expect(checkArtifactText("{}", ARTIFACT_MAX_BYTES + 1, ARTIFACT_MAX_BYTES)).toEqual({ ok: false, problem: "too_large" });
  });
});
