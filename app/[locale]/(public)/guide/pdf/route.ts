import { DEFAULT_LOCALE, isLocale } from "@/i18n/config";
import { guidePdfResponse } from "@/lib/server/services/landing/guide-pdf";

// A public document beside its page (/guide), in the host's language like the page: no
// session and no input, so no API contract (the consumer result's PDF is an API: it is private).
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return guidePdfResponse(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
