import { useFormatter, useTranslations } from "next-intl";
import type { Showcase } from "@/lib/contracts/landing-showcase";
import { PairCurveChart } from "./pair-curve-chart";
import { TeamView } from "./team-view";

const NAMES = ["Anna", "Boris", "Vera", "Gleb", "Daria"] as const;

/** The landing's "what a forecast looks like": the demo pair's year and the demo team, both computed by the engine. */
export function ProductShowcase({ showcase }: { showcase: Showcase }) {
  const t = useTranslations("landing.showcase");
  const format = useFormatter();
  const nameOf = (firstName: string) => ((NAMES as readonly string[]).includes(firstName) ? t(`names.${firstName as (typeof NAMES)[number]}`) : firstName);
  const a = nameOf(showcase.pair.a.firstName);
  const b = nameOf(showcase.pair.b.firstName);
  return (
    <section aria-labelledby="showcase-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="showcase-title" className="text-2xl font-bold text-ink sm:text-3xl">{t("title")}</h2>
      <p className="mt-2 max-w-3xl text-muted">{t("text")}</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-5">
        <figure className="rounded-2xl border border-line bg-white p-4 sm:p-6 lg:col-span-3">
          <h3 className="font-semibold text-ink">{t("pairTitle", { a, b })}</h3>
          <p className="mt-1 text-sm text-muted">{t("pairAverage", { value: format.number(showcase.pair.average, { maximumFractionDigits: 1 }) })}</p>
          <div className="mt-4 sm:hidden">
            <PairCurveChart pair={showcase.pair} names={{ a, b }} variant="compact" />
          </div>
          <div className="mt-4 hidden sm:block">
            <PairCurveChart pair={showcase.pair} names={{ a, b }} variant="wide" />
          </div>
          <figcaption className="mt-2 text-xs text-muted">{t("bandNote")}</figcaption>
        </figure>
        <section aria-labelledby="showcase-team-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6 lg:col-span-2">
          <h3 id="showcase-team-title" className="font-semibold text-ink">{t("teamTitle")}</h3>
          <p className="mb-4 mt-1 text-sm text-muted">{t("teamNote")}</p>
          <TeamView team={showcase.team} nameOf={nameOf} />
        </section>
      </div>
    </section>
  );
}
