import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A share link that was revoked (unknown) or whose profile was deleted. */
export function SharedLinkGone({ deleted }: { deleted: boolean }) {
  const errors = useTranslations("errors");
  const notFound = useTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-ink">{deleted ? errors("shared_delete") : errors("profile_not_found")}</h1>
      <Button asChild>
        <Link href="/">{notFound("home")}</Link>
      </Button>
    </main>
  );
}
