import { forecastLovePair, LOVE_DIMENSIONS, type BigFive, type LoveAnswers, type LoveDimension } from "@/lib/engine";
import type { ReportDimension, ReportFacts, ReportPerson } from "@/lib/server/services/consumer/report-facts";

const MID: BigFive = { extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 };

/** Report facts from a real love forecast (ids "a" and "b"), as the consumer service builds them. */
export function reportFactsFor(input: {
  locale?: "ru" | "en";
  people?: [ReportPerson, ReportPerson];
  basis?: ReportFacts["basis"];
  traits?: [Partial<BigFive>, Partial<BigFive>];
  answers?: [Partial<LoveAnswers>, Partial<LoveAnswers>];
}): ReportFacts {
  const traits: [BigFive, BigFive] = [{ ...MID, ...input.traits?.[0] }, { ...MID, ...input.traits?.[1] }];
  const forecast = forecastLovePair({ id: "a", bigFive: traits[0], answers: input.answers?.[0] }, { id: "b", bigFive: traits[1], answers: input.answers?.[1] }, { seed: 7, today: "2026-01-01" });
  if (!forecast.ok) throw new Error(forecast.error.code);
  const dimensions = Object.fromEntries(
    LOVE_DIMENSIONS.map((dim): [LoveDimension, ReportDimension] => {
      const { score, contributors } = forecast.value[dim];
      const percentile = Math.round(Math.min(100, Math.max(0, 50 + (score - 50) * 3)));
      return [dim, { score, percentile, band: percentile < 25 ? "low" : percentile > 75 ? "high" : "typical", contributors }];
    }),
  ) as Record<LoveDimension, ReportDimension>;
  return {
    locale: input.locale ?? "en",
    people: input.people ?? [
      { firstName: "Anna", sex: "female", age: 31 },
      { firstName: "Boris", sex: "male", age: 34 },
    ],
    basis: input.basis ?? "both_self",
    traits,
    dimensions,
  };
}
