import "server-only";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Small facts about this installation (for example, that demo data was loaded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
