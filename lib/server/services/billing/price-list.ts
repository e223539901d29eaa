import "server-only";
import type { Db } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { currencyOf, discountPercent, ONE_TIME_PRODUCTS, periodOf, sellablePlans, type Audience, type PricePair } from "@/lib/billing/plans";
import type { PlanEntryDto, PriceListDto } from "@/lib/contracts/billing";
import { translate } from "@/lib/server/i18n";
import { paymentsConfigured } from "./stripe-gateway";
import { seatsLeft } from "./seats";

function oneTime(price: PricePair) {
  return { price: price.second, discountedPrice: price.first, discountPercent: discountPercent(price) };
}

/** GET /stripe/list-price: the plan entries of the spec from the plan table, in the reader's language and currency. */
export async function listPrices(db: Db, locale: Locale, audience: Audience): Promise<PriceListDto> {
  const currency = currencyOf(locale);
  const plans: PlanEntryDto[] = [];
  for (const plan of sellablePlans(audience)) {
    const price = plan.prices![currency];
    const teams = plan.teams ?? 0;
    plans.push({
      code: plan.code,
      tier: plan.tier,
      period: periodOf(plan)!,
      months: plan.billing.kind === "oneTime" ? plan.billing.months : null,
      teams: plan.teams,
      title: translate(locale, `planCatalog.tiers.${plan.tier}.title`),
      description: plan.teams === null ? translate(locale, `planCatalog.tiers.${plan.tier}.description`) : translate(locale, "planCatalog.withTeams", { description: translate(locale, `planCatalog.tiers.${plan.tier}.description`), teams }),
      currency,
      price: price.second,
      discountedPrice: price.first,
      discountPercent: discountPercent(price),
      seatsLeft: plan.seats === null ? null : await seatsLeft(db, plan),
    });
  }
  return {
    currency,
    paymentsConfigured: paymentsConfigured(),
    plans,
    oneTime: {
      pairUnlock: oneTime(ONE_TIME_PRODUCTS.pair_unlock[currency]),
      resultUnlock: oneTime(ONE_TIME_PRODUCTS.result_unlock[currency]),
      resultUnlockDiscount: oneTime(ONE_TIME_PRODUCTS.result_unlock_discount[currency]),
    },
  };
}
