import "server-only";
import { boolean, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { id, tstz } from "./columns";

/**
 * First-party page views (docs/operations.md, "Analytics"): the normalised path only (ids
 * and tokens replaced by placeholders), the host's product and language, the referrer's
 * host. No address, no cookie: `visitor` is a hash of (address, user agent) salted with
 * the day's secret in `analytics_salts`, which the purge deletes once its day is over, so
 * a visitor can be counted within a day and never followed across days.
 */
export const pageViews = pgTable("page_views", {
  id: id(),
  /** "page" for a route shown; "plans" when the plans or the unlock offer were opened. */
  kind: text("kind").notNull().default("page"),
  path: text("path").notNull(),
  product: text("product").notNull(),
  locale: text("locale").notNull(),
  referrerHost: text("referrer_host"),
  visitor: text("visitor").notNull(),
  /** A headless browser or a crawler: kept apart from the visits the charts show. */
  automated: boolean("automated").notNull().default(false),
  at: tstz("at").notNull(),
}, (t) => [index("page_views_at_idx").on(t.at)]);

/** The salt of one UTC day's visitor hashes; deleted by the purge when the day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
