import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function LoveLanding() {
  const t = useTranslations("loveLanding");
  const landing = useTranslations("landing");
  return (
    <main className="bg-gradient-to-b from-rose-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t("heroTitle")}</h1>
        <p className="text-lg text-muted">{t("heroText")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="love"><Link href="/main">{t("cta")}</Link></Button>
          <Button asChild size="lg" variant="secondary"><Link href="/love-mobile/login">{t("signIn")}</Link></Button>
        </div>
        <p className="text-sm text-muted">{landing("honesty")}</p>
      </div>
    </main>
  );
}
