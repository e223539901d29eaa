import "server-only";
import type { BigFive, Contributor, LoveDimension } from "@/lib/engine";

/** One partner as a report may name them: nothing that identifies an account. */
export interface ReportPerson {
  firstName: string;
  sex: "male" | "female" | null;
  age: number | null;
}

export type ReportBand = "low" | "typical" | "high";

export interface ReportDimension {
  /** 0..100, the love forecast's score. */
  score: number;
  /** 0..100, where the score falls among couples. */
  percentile: number;
  band: ReportBand;
  /** From `forecastLovePair` run with person ids "a" and "b" (`actor` is "a" or "b"). */
  contributors: Contributor[];
}

/**
 * Everything a love report (generated or standard) may say. Person "a" is `people[0]`,
 * person "b" is `people[1]`. `partner_rated`: b's traits are a's rating of b, not b's own answers.
 */
export interface ReportFacts {
  locale: "ru" | "en";
  people: [ReportPerson, ReportPerson];
  basis: "both_self" | "partner_rated";
  /** 1..5 domain means (lib/engine). */
  traits: [BigFive, BigFive];
  dimensions: Record<LoveDimension, ReportDimension>;
}

export const REPORT_ACTORS = ["a", "b"] as const;
export type ReportActor = (typeof REPORT_ACTORS)[number];

const MAX_NAME_LENGTH = 40;

/**
 * A first name as it may appear in a report or a prompt: e-mail addresses, links and
 * anything but letters, spaces, hyphens and apostrophes removed (so it can carry neither
 * an address to the provider nor Markdown into the page). "" when nothing is left: callers
 * then use a neutral label.
 */
export function reportName(raw: string): string {
  return raw
    .replace(/\S*@\S*/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\S*(?::|\/\/|www\.)\S*/gi, " ")
    .replace(/[^\p{L}\p{M}' -]/gu, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s'-]+|[\s'-]+$/g, "")
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}
