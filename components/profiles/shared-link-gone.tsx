import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/**
 * A share link that was revoked (unknown) or whose profile was deleted. It is the link
 * pages' not-found screen, so the answer's status is 404: one text covers both cases.
 */
export function SharedLinkGone() {
  const t = useTranslations("sharedLink");
  const notFound = useTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" data-testid="shared-link-gone">
      <h1 className="text-2xl font-semibold text-ink">{t("goneTitle")}</h1>
      <p className="max-w-md text-muted">{t("goneText")}</p>
      <Button asChild>
        <Link href="/">{notFound("home")}</Link>
      </Button>
    </main>
  );
}
