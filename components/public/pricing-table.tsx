import { Check } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { currencyOf, type Currency } from "@/lib/billing/plans";
import { publicPriceList, type PriceRow, type TierPrices } from "@/lib/billing/public-prices";
import { formatMoney } from "@/lib/client/money";

/** The public price list: the company plans from the plan table, in the reader's currency. */
export function PricingTable() {
  const t = useTranslations("pricing");
  const tiers = useTranslations("planCatalog.tiers");
  const locale = useLocale();
  const currency = currencyOf(locale);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("intro", { currency })}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <li className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-6" data-testid="pricing-free">
          <h2 className="text-lg font-semibold text-ink">{t("freeTitle")}</h2>
          <p className="text-2xl font-bold text-ink">{t("free")}</p>
          <p className="text-sm text-muted">{t("freeText")}</p>
          <p className="text-sm text-muted">{tiers("basic.description")}</p>
        </li>
        {publicPriceList(currency).map((tier) => (
          <TierCard key={tier.tier} tier={tier} currency={currency} />
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild size="lg"><Link href="/owner/registration">{t("cta")}</Link></Button>
        <Link href="/enterprise" className="text-sm text-brand-700 hover:underline">{t("enterprise")}</Link>
      </div>
    </main>
  );
}

function TierCard({ tier, currency }: { tier: TierPrices; currency: Currency }) {
  const t = useTranslations("pricing");
  const tiers = useTranslations("planCatalog.tiers");
  const features = useTranslations("billing.features");
  const title = tiers(`${tier.tier}.title`);
  const hasWeek = tier.rows.some((r) => r.week);
  const hasMonth = tier.rows.some((r) => r.month);
  const hasOneTime = tier.rows.some((r) => r.oneTime);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6" data-testid={`pricing-${tier.tier}`} aria-labelledby={`pricing-${tier.tier}-title`}>
      <h2 id={`pricing-${tier.tier}-title`} className="text-lg font-semibold text-ink">{title}</h2>
      <p className="text-sm text-muted">{tiers(`${tier.tier}.description`)}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-medium">{t("teams")}</th>
            {hasWeek ? <th scope="col" className="py-1 text-right font-medium">{t("perWeek")}</th> : null}
            {hasMonth ? <th scope="col" className="py-1 text-right font-medium">{t("perMonth")}</th> : null}
            {hasOneTime ? <th scope="col" className="py-1 text-right font-medium">{t("oneTime")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tier.rows.map((row) => (
            <tr key={row.teams ?? "any"} className="border-t border-line">
              <th scope="row" className="py-1.5 text-left font-medium text-ink">{row.teams ?? t("noLimit")}</th>
              {hasWeek ? <PriceCell money={row.week} currency={currency} /> : null}
              {hasMonth ? <PriceCell money={row.month} currency={currency} /> : null}
              {hasOneTime ? <PriceCell money={row.oneTime} currency={currency} note={row.oneTime ? t("forMonths", { years: row.oneTime.months / 12 }) : undefined} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{t("includes")}</p>
        <ul className="mt-1 flex flex-col gap-1 text-sm text-ink">
          {tier.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2"><Check className="size-4 text-brand-600" aria-hidden />{features(feature)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function PriceCell({ money, currency, note }: { money: PriceRow["week"]; currency: Currency; note?: string }) {
  const t = useTranslations("pricing");
  const locale = useLocale();
  if (!money) return <td className="py-1.5 text-right text-muted">—</td>;
  const before = money.before > money.price ? formatMoney(money.before, currency, locale) : null;
  return (
    <td className="py-1.5 text-right">
      <span className="font-semibold text-ink">{formatMoney(money.price, currency, locale)}</span>
      {before ? <span className="block text-xs text-muted"><s aria-hidden>{before}</s><span className="sr-only">{t("before", { price: before })}</span></span> : null}
      {note ? <span className="block text-xs text-muted">{note}</span> : null}
    </td>
  );
}
