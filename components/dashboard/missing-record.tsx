import { SearchX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

const NAMESPACE = { pair: "pairCheck.notFound", team: "teamCheck.notFound", compare: "compare.notFound" } as const;

/** "Compatibility / team / comparison does not exist": an unknown id, or one of another owner. */
export function MissingRecord({ kind, href }: { kind: keyof typeof NAMESPACE; href: string }) {
  const t = useTranslations(NAMESPACE[kind]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center" data-testid="missing-record">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-muted">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-ink">{t("title")}</h1>
      <p className="text-sm text-muted">{t("text")}</p>
      <Button asChild variant="secondary">
        <Link href={href}>{t("action")}</Link>
      </Button>
    </section>
  );
}
