import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pageViews, paymentAnalytics } from "@/db/schema";
import type { AnalyticsOverview, AnalyticsPeriod, FunnelStep } from "@/lib/contracts/analytics";
import { addDays, dayStartMs } from "@/lib/engine/core/dates";
import type { PaymentStep } from "@/lib/server/services/billing/analytics";
import { utcDay } from "./daily-salt";

export const TOP_PAGES = 50;

/**
 * The payment steps (payment_analytics) each funnel step counts. "Paid" counts every paid
 * invoice (renewals included) and every paid unlock of the period.
 */
export const FUNNEL_PAYMENT_STEPS: Record<Exclude<FunnelStep, "plans_opened">, PaymentStep[]> = {
  checkout_started: ["plan_checkout_started", "unlock_checkout_started"],
  paid: ["invoice_paid", "unlock_paid"],
};

/**
 * The administrator's overview of the last `days` UTC days up to today: page views and
 * visitors a day (visitors are distinct daily hashes, so a person returning on another day
 * counts again), the most viewed pages, and the payment funnel. Automated views are only counted.
 */
export async function analyticsOverview(db: Db, days: AnalyticsPeriod, now: Date): Promise<AnalyticsOverview> {
  const today = utcDay(now);
  const firstDay = addDays(today, -(days - 1));
  const start = new Date(dayStartMs(firstDay));
  const inPeriod = gte(pageViews.at, start);
  const humanPages = and(inPeriod, eq(pageViews.kind, "page"), eq(pageViews.automated, false));
  const day = sql<string>`to_char(${pageViews.at} at time zone 'UTC', 'YYYY-MM-DD')`;

  const daily = await db.select({ day, pageViews: count(), visitors: countDistinct(pageViews.visitor) }).from(pageViews).where(humanPages).groupBy(day);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = addDays(firstDay, i);
    const row = byDay.get(date);
    return { date, pageViews: Number(row?.pageViews ?? 0), visitors: Number(row?.visitors ?? 0) };
  });

  const views = count();
  const topPages = await db.select({ path: pageViews.path, pageViews: views }).from(pageViews).where(humanPages).groupBy(pageViews.path).orderBy(desc(views), pageViews.path).limit(TOP_PAGES);
  const [automated] = await db.select({ n: count() }).from(pageViews).where(and(inPeriod, eq(pageViews.automated, true)));
  const [plansOpened] = await db.select({ n: count() }).from(pageViews).where(and(inPeriod, eq(pageViews.kind, "plans"), eq(pageViews.automated, false)));
  const paymentCount = async (steps: PaymentStep[]) => {
    const [row] = await db.select({ n: count() }).from(paymentAnalytics).where(and(gte(paymentAnalytics.at, start), inArray(paymentAnalytics.step, steps)));
    return Number(row?.n ?? 0);
  };

  return {
    from: firstDay,
    to: today,
    days: series,
    topPages: topPages.map((row) => ({ path: row.path, pageViews: Number(row.pageViews) })),
    automatedViews: Number(automated?.n ?? 0),
    funnel: [
      { step: "plans_opened", count: Number(plansOpened?.n ?? 0) },
      { step: "checkout_started", count: await paymentCount(FUNNEL_PAYMENT_STEPS.checkout_started) },
      { step: "paid", count: await paymentCount(FUNNEL_PAYMENT_STEPS.paid) },
    ],
  };
}
