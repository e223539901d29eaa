import { Hammer } from "lucide-react";
import { useTranslations } from "next-intl";

/** A clearly labelled "not built yet" panel for a route whose feature lands later. */
export function ComingSoon({ feature }: { feature: string }) {
  const t = useTranslations("placeholder");
  const common = useTranslations("common");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-muted"><Hammer className="size-6" aria-hidden /></span>
      <h1 className="text-xl font-semibold text-ink">{t("title", { feature })}</h1>
      <p className="text-sm text-muted">{t("text")}</p>
      <span className="rounded bg-slate-100 px-2 py-0.5 text-[11px] uppercase tracking-wide text-muted">{common("comingSoon")}</span>
    </section>
  );
}
