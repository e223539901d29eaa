import type { ContentDocument, ContentNumbers } from "./types";
import { faqEn } from "./faq/en";
import { faqRu } from "./faq/ru";
import { guideEn } from "./guide/en";
import { guideRu } from "./guide/ru";
import { privacyEn, termsEn } from "./legal/en";
import { privacyRu, termsRu } from "./legal/ru";

export type { ContentDocument, ContentNumbers, ContentSection } from "./types";

type Locale = "ru" | "en";
export type PublicDocument = "faq" | "guide" | "privacy" | "terms";

const DOCUMENTS: Record<Locale, Record<PublicDocument, (numbers: ContentNumbers) => ContentDocument>> = {
  ru: { faq: faqRu, guide: () => guideRu, privacy: () => privacyRu, terms: () => termsRu },
  en: { faq: faqEn, guide: () => guideEn, privacy: () => privacyEn, terms: () => termsEn },
};

/** A public document in the reader's language. */
export function publicDocument(name: PublicDocument, locale: Locale, numbers: ContentNumbers): ContentDocument {
  return DOCUMENTS[locale][name](numbers);
}
