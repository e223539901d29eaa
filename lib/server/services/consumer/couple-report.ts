import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import type { Session } from "@/lib/server/auth/sessions";
import { engineBigFive } from "../scenes/scene-people";
import type { CoupleComputation } from "./compute-couple";
import { resolveResult, type CoupleResultRow } from "./couple-results";
import type { ReportFacts } from "./report-facts";
import type { ReportSubject } from "./reports";

/** The facts a couple result's report may use: first names, sex, age, traits and the reading; nothing else. */
export function coupleReportFacts(row: CoupleResultRow, locale: Locale): ReportFacts {
  const stored = row.result as unknown as CoupleComputation;
  const person = (i: 0 | 1) => ({ firstName: row.people[i].firstName, sex: row.people[i].sex, age: row.people[i].age });
  return {
    locale,
    people: [person(0), person(1)],
    basis: row.partnerSelfAnswers ? "both_self" : "partner_rated",
    traits: [engineBigFive(stored.bigFive[0].means), engineBigFive(stored.bigFive[1].means)],
    dimensions: stored.details,
  };
}

/** POST /chatgpt/resultAnonymous: the report of a couple result, by its key (or id, for the flame account keeping it). */
export async function coupleReportSubject(db: Db, session: Session | null, ref: string, locale: Locale): Promise<ReportSubject> {
  const row = await resolveResult(db, session, ref);
  return {
    quotaKey: `result:${row.id}`,
    unlocked: row.unlockedAt !== null,
    stored: row.reports[locale] ?? null,
    facts: () => coupleReportFacts(row, locale),
    keep: async (report) => {
      await db
        .update(coupleResults)
        .set({ reports: sql`${coupleResults.reports} || ${JSON.stringify({ [locale]: report })}::jsonb` })
        .where(and(eq(coupleResults.id, row.id), sql`not (${coupleResults.reports} ? ${locale})`));
    },
  };
}
