import "server-only";
import { GRADE_SCALES, type ModelMetricsDto, type ScaleMetricsDto } from "@/lib/contracts/neuronet";
import { GRADES } from "@/lib/contracts/profiles";
import type { ModelMetrics, ScaleMetrics } from "@/lib/neuronet";

function scaleDto(m: ScaleMetrics): ScaleMetricsDto {
  return {
    support: m.support,
    accuracy: m.accuracy,
    meanAbsoluteError: m.meanAbsoluteError,
    confusion: m.confusion.map((row) => [...row]),
    baseline: { grade: GRADES[m.baseline.grade] ?? GRADES[0], accuracy: m.baseline.accuracy, meanAbsoluteError: m.baseline.meanAbsoluteError },
  };
}

/** The library's figures (grades as class indexes) as the contract states them (grade names). */
export function toMetricsDto(m: ModelMetrics): ModelMetricsDto {
  const scales = Object.fromEntries(GRADE_SCALES.map((s) => [s, scaleDto(m.scales[s])])) as ModelMetricsDto["scales"];
  return { trainSize: m.trainSize, testSize: m.testSize, scales, beatsBaseline: m.beatsBaseline };
}
