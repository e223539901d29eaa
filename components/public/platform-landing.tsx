import { Columns2, Users, Workflow } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Showcase } from "@/lib/contracts/landing-showcase";
import { ProductShowcase } from "./showcase/product-showcase";

export function PlatformLanding({ showcase }: { showcase: Showcase }) {
  const t = useTranslations("landing");
  const features = [
    { key: "pair", icon: Workflow },
    { key: "team", icon: Users },
    { key: "compare", icon: Columns2 },
  ] as const;
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t("heroTitle")}</h1>
          <p className="max-w-2xl text-lg text-muted">{t("heroText")}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg"><Link href="/owner/registration">{t("ctaRegister")}</Link></Button>
            <Button asChild size="lg" variant="secondary"><Link href="/pricing">{t("ctaPricing")}</Link></Button>
          </div>
        </div>
      </section>
      <ProductShowcase showcase={showcase} />
      <section className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <div key={key} className="rounded-2xl border border-line bg-white p-6">
            <Icon className="size-6 text-brand-600" aria-hidden />
            <h2 className="mt-3 font-semibold text-ink">{t(`features.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-muted">{t(`features.${key}.text`)}</p>
          </div>
        ))}
      </section>
      <p className="mx-auto max-w-6xl px-4 pb-12 text-sm text-muted">{t("honesty")}</p>
    </main>
  );
}
