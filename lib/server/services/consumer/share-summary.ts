import "server-only";
import type { CouplePersonRecord } from "@/db/schema";
import type { SharedResultDto } from "@/lib/contracts/consumer";
import { LOVE_DIMENSIONS, mapLoveDimensions, type LoveDimension } from "@/lib/engine/index";
import type { CoupleComputation } from "./compute-couple";

/**
 * What a couple's public result shows, and all the renderers (page preview image, PDF) get:
 * first names only, the four scores and bands, no answers and no other personal data. The
 * shape is the shared link's contract (GET /owner/compatibility/shared/{token}).
 */
export type ShareSummary = SharedResultDto;
export type ShareLocale = ShareSummary["locale"];
export type ShareDimension = LoveDimension;
export type ShareBand = ShareSummary["dimensions"][LoveDimension]["band"];

/** The four dimensions in the order every rendering shows them. */
export const SHARE_DIMENSIONS = LOVE_DIMENSIONS;

/** The allow-listed summary of a stored couple result (checklist 21: nothing else leaves). */
export function shareSummaryOf(row: { people: [CouplePersonRecord, CouplePersonRecord]; result: unknown; createdAt: Date }, locale: ShareLocale): ShareSummary {
  const { summary } = row.result as CoupleComputation;
  return {
    locale,
    people: [
      { firstName: row.people[0].firstName, avatarName: row.people[0].avatarName },
      { firstName: row.people[1].firstName, avatarName: row.people[1].avatarName },
    ],
    dimensions: mapLoveDimensions((d) => ({ score: summary[d].score, band: summary[d].band })),
    createdAt: row.createdAt.toISOString(),
  };
}
