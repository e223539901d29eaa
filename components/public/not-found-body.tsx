import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function NotFoundBody() {
  const t = useTranslations("notFound");
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <p className="max-w-md text-muted">{t("text")}</p>
      <Button asChild><Link href="/">{t("home")}</Link></Button>
    </main>
  );
}
