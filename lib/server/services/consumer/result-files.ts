import "server-only";
import { attachmentDisposition } from "@/lib/server/http/attachment";
import type { Db } from "@/db/client";
import type { Locale } from "@/i18n/config";
import type { Session } from "@/lib/server/auth/sessions";
import { composeStandardReport } from "./compose-standard-report";
import { resolveResult } from "./couple-results";
import { coupleReportFacts } from "./couple-report";
import { renderResultImage } from "./render/result-image";
import { renderResultPdf } from "./render/result-pdf";
import { readSharedResult } from "./share-links";
import { shareSummaryOf } from "./share-summary";

/** GET /owner/compatibility/shared/{token}/image: the link preview (1200x630 PNG) in the reader's language. */
export async function sharedResultImage(db: Db, token: string, locale: Locale): Promise<Response> {
  const shared = await readSharedResult(db, token);
  const image = await renderResultImage({ ...shared, locale });
  const headers = new Headers(image.headers);
  headers.set("cache-control", "public, max-age=300");
  return new Response(image.body, { status: 200, headers });
}

function contentDisposition(names: [string, string]): string {
  return attachmentDisposition(`compatibility-${names[0]}-${names[1]}`, "pdf", "compatibility");
}

/**
 * GET /owner/compatibility/{key}/pdf: the result as a PDF in the reader's language: the
 * summary always; the written report too once the pair is unlocked and it has been written.
 */
export async function resultPdf(db: Db, session: Session | null, ref: string, locale: Locale): Promise<Response> {
  const row = await resolveResult(db, session, ref);
  const summary = shareSummaryOf(row, locale);
  const written = row.unlockedAt ? row.reports[locale] : undefined;
  const report = written ? { markdown: written.text, standard: false } : row.unlockedAt ? { markdown: composeStandardReport(coupleReportFacts(row, locale)), standard: true } : undefined;
  const bytes = await renderResultPdf(summary, report);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: { "content-type": "application/pdf", "content-disposition": contentDisposition([row.people[0].firstName, row.people[1].firstName]), "cache-control": "private, no-store" },
  });
}
