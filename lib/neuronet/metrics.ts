import { GRADE_COUNT, SCALES, type Scale } from "./network";

// Quality figures measured on the test split, compared with the majority baseline.

export interface ScaleMetrics {
  /** Test rows with this scale graded. */
  support: number;
  /** Share of exact grades, 0..1 (0 without support). */
  accuracy: number;
  /** Mean distance between predicted and true grade, in grade steps (0 without support). */
  meanAbsoluteError: number;
  /** 6x6, rows = true grade, columns = predicted grade. */
  confusion: number[][];
  /** Always answering the most frequent grade of the TRAIN split, evaluated on the test split. */
  baseline: { grade: number; accuracy: number; meanAbsoluteError: number };
}

export interface ModelMetrics {
  trainSize: number;
  testSize: number;
  scales: Record<Scale, ScaleMetrics>;
  beatsBaseline: boolean;
}

/** The most frequent grade; ties go to the lower grade; grade 0 when there is none. */
export function majorityGrade(grades: readonly (number | null)[]): number {
  const counts = new Array<number>(GRADE_COUNT).fill(0);
  for (const grade of grades) if (grade !== null && grade >= 0 && grade < GRADE_COUNT) counts[grade] = (counts[grade] ?? 0) + 1;
  let best = 0;
  for (let g = 1; g < GRADE_COUNT; g += 1) if ((counts[g] ?? 0) > (counts[best] ?? 0)) best = g;
  return best;
}

/** Metrics of one scale; rows whose true grade is null are left out. */
export function scaleMetrics(truth: readonly (number | null)[], predicted: readonly number[], trainTruth: readonly (number | null)[]): ScaleMetrics {
  const confusion = Array.from({ length: GRADE_COUNT }, () => new Array<number>(GRADE_COUNT).fill(0));
  const baselineGrade = majorityGrade(trainTruth);
  let support = 0;
  let hits = 0;
  let distance = 0;
  let baselineHits = 0;
  let baselineDistance = 0;
  truth.forEach((grade, i) => {
    const guess = predicted[i];
    if (grade === null || guess === undefined) return;
    support += 1;
    const row = confusion[grade];
    if (row) row[guess] = (row[guess] ?? 0) + 1;
    if (guess === grade) hits += 1;
    distance += Math.abs(guess - grade);
    if (baselineGrade === grade) baselineHits += 1;
    baselineDistance += Math.abs(baselineGrade - grade);
  });
  const share = (n: number) => (support > 0 ? n / support : 0);
  return {
    support,
    accuracy: share(hits),
    meanAbsoluteError: share(distance),
    confusion,
    baseline: { grade: baselineGrade, accuracy: share(baselineHits), meanAbsoluteError: share(baselineDistance) },
  };
}

/**
 * The rule: the model beats the baseline when at least one scale has test support and
 * EVERY scale with support has accuracy above the baseline's OR mean absolute error below
 * the baseline's. Scales without support are not judged.
 */
export function beatsBaseline(scales: Record<Scale, ScaleMetrics>): boolean {
  const judged = SCALES.map((s) => scales[s]).filter((m) => m.support > 0);
  return judged.length > 0 && judged.every((m) => m.accuracy > m.baseline.accuracy || m.meanAbsoluteError < m.baseline.meanAbsoluteError);
}

export function modelMetrics(trainSize: number, testSize: number, scales: Record<Scale, ScaleMetrics>): ModelMetrics {
  return { trainSize, testSize, scales, beatsBaseline: beatsBaseline(scales) };
}
