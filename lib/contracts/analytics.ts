import { z } from "zod";

// First-party analytics (docs/operations.md, "Analytics"): page views sent by the browser's
// beacon and the administrator's overview of visits and the payment funnel.

export const PAGE_VIEW_KINDS = ["page", "plans"] as const;
export type PageViewKind = (typeof PAGE_VIEW_KINDS)[number];

/** What the beacon sends: the path as the browser shows it (the server normalises it), the referrer as given. */
export const RecordPageView = z.strictObject({
  path: z.string().min(1).max(2048).startsWith("/"),
  referrer: z.string().max(2048).optional(),
  kind: z.enum(PAGE_VIEW_KINDS).optional(),
});
export type RecordPageViewBody = z.infer<typeof RecordPageView>;

export const ANALYTICS_PERIODS = [30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const AnalyticsQuery = z.strictObject({
  days: z.enum(["30", "90"]).default("30").transform((v) => Number(v) as AnalyticsPeriod),
});

/** The funnel's steps in order: plans or the unlock offer opened, a checkout begun, a payment made. */
export const FUNNEL_STEPS = ["plans_opened", "checkout_started", "paid"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const count = z.number().int().nonnegative();

export const AnalyticsOverviewDto = z.object({
  /** First and last UTC day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), pageViews: count, visitors: count })),
  topPages: z.array(z.object({ path: z.string(), pageViews: count })),
  /** Page views of headless browsers and crawlers in the period, left out of everything else. */
  automatedViews: count,
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count })),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewDto>;
