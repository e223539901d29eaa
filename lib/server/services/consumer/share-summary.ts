import "server-only";

export type ShareLocale = "ru" | "en";
export type ShareDimension = "love" | "sexual" | "marital" | "friendship";
export type ShareBand = "low" | "typical" | "high";

/** The four dimensions in the order every rendering shows them. */
export const SHARE_DIMENSIONS: readonly ShareDimension[] = ["love", "sexual", "marital", "friendship"];

export interface SharePerson {
  firstName: string;
  avatarName: string | null;
}

/**
 * What a couple's public result shows, and all the renderers (page preview image, PDF) get:
 * first names only, the four scores and bands, no answers and no other personal data.
 */
export interface ShareSummary {
  locale: ShareLocale;
  people: [SharePerson, SharePerson];
  dimensions: Record<ShareDimension, { score: number; band: ShareBand }>;
  createdAt: string; // ISO date-time
}
