import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { SHARE_DIMENSIONS, type ShareBand, type ShareDimension, type ShareLocale, type ShareSummary } from "../share-summary";

const MESSAGES = { en, ru } as const;

/** Longest first name a rendering shows; longer ones end with an ellipsis. */
export const MAX_NAME_LENGTH = 28;

// Emoji would make the image renderer fetch emoji pictures from the internet (stack notes), and
// control or format characters (bidi overrides, zero-width joiners) can reorder or hide text.
const PICTOGRAPHS = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u{20E3}\u{FE0E}\u{FE0F}]/gu;
const CONTROLS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

/** User text without emoji and control characters, with whitespace collapsed and trimmed. */
export function plainUserText(text: string): string {
  return text.normalize("NFC").replace(PICTOGRAPHS, "").replace(CONTROLS, " ").replace(/\s+/gu, " ").trim();
}

/** A first name fit to print: plain text, at most MAX_NAME_LENGTH characters; "" when nothing is left. */
export function displayName(firstName: string): string {
  const plain = plainUserText(firstName);
  const chars = Array.from(plain);
  return chars.length > MAX_NAME_LENGTH ? `${chars.slice(0, MAX_NAME_LENGTH - 1).join("").trimEnd()}…` : plain;
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
}

export interface DimensionText {
  key: ShareDimension;
  label: string;
  title: string;
  score: number;
  scoreText: string;
  scoreOfHundred: string;
  band: ShareBand;
  bandText: string;
  bandMeaning: string;
}

/** Every word a rendering of a summary prints, in the summary's language. */
export interface ShareTexts {
  locale: ShareLocale;
  productName: string;
  title: string;
  names: [string, string];
  pair: string;
  compatibility: string;
  tagline: string;
  createdAt: string;
  dimensions: DimensionText[];
  report: string;
  standardReport: string;
  standardReportNote: string;
  footer: string;
}

export function shareTexts(summary: ShareSummary, product: "love" | "platform" = "love"): ShareTexts {
  const locale: ShareLocale = summary.locale === "ru" ? "ru" : "en";
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "resultShare" });
  const brand = createTranslator({ locale, messages: MESSAGES[locale], namespace: "brand" });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const names = summary.people.map((person, index) => displayName(person.firstName) || t("fallbackName", { n: numbers.format(index + 1) })) as [string, string];
  const created = new Date(summary.createdAt);
  const createdDate = Number.isNaN(created.getTime()) ? "" : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(created);

  return {
    locale,
    productName: brand(product),
    title: t("title"),
    names,
    pair: t("pair", { first: names[0], second: names[1] }),
    compatibility: t("compatibility"),
    tagline: t("tagline"),
    createdAt: createdDate ? t("createdAt", { date: createdDate }) : "",
    dimensions: SHARE_DIMENSIONS.map((key) => {
      const { score, band } = summary.dimensions[key];
      const value = clampScore(score);
      const scoreText = numbers.format(value);
      return {
        key,
        label: t(`dimensions.${key}`),
        title: t(`dimensionTitles.${key}`),
        score: value,
        scoreText,
        scoreOfHundred: t("score", { score: scoreText }),
        band,
        bandText: t(`bands.${band}`),
        bandMeaning: t(`bandMeanings.${band}`),
      };
    }),
    report: t("report"),
    standardReport: t("standardReport"),
    standardReportNote: t("standardReportNote"),
    footer: t("footer"),
  };
}
