import { getFormatter, getLocale } from "next-intl/server";
import { publicDocument, type ContentDocument, type PublicDocument } from "@/content";
import { REFERENCE_SIZES } from "@/lib/client/score-reading";

/** A public document in the request's language, with the numbers it quotes formatted for it. */
export async function readPublicDocument(name: PublicDocument): Promise<ContentDocument> {
  const locale = (await getLocale()) === "ru" ? "ru" : "en";
  const format = await getFormatter();
  return publicDocument(name, locale, { referencePairs: format.number(REFERENCE_SIZES.pairs), referenceTeams: format.number(REFERENCE_SIZES.teams) });
}
