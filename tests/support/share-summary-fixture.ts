import type { ShareSummary } from "@/lib/server/services/consumer/share-summary";

/** A summary for tests and sample renderings; pass fields to change. */
export function sampleSummary(overrides: Partial<ShareSummary> = {}): ShareSummary {
  return {
    locale: "en",
    people: [
      { firstName: "Anna", avatarName: "female-21-35-a" },
      { firstName: "Boris", avatarName: "male-21-35-b" },
    ],
    dimensions: {
      love: { score: 72, band: "high" },
      sexual: { score: 55, band: "typical" },
      marital: { score: 48, band: "typical" },
      friendship: { score: 31, band: "low" },
    },
    createdAt: "2026-11-24T18:30:00Z",
    ...overrides,
  };
}
