import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { lovePairUnlocks, owners, type StoredReport } from "@/db/schema";
import { effectivePlan } from "@/lib/billing/access";
import { planStateOf } from "@/lib/server/auth/accounts";
import type { Locale } from "@/i18n/config";
import { isoDay } from "@/lib/engine/core/dates";
import { forecastLovePair, readLoveForecast, type LoveForecast } from "@/lib/engine/index";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { lovePersonOf } from "../scenes/love-answers";
import { loadScenePeople } from "../scenes/scene-people";
import { stableSeed } from "../scenes/stable-seed";
import type { ReportFacts } from "./report-facts";
import type { ReportSubject } from "./reports";

/** A pair in its stored order: the smaller id first, so (a, b) and (b, a) are one pair. */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

async function unlockRow(db: Db, ownerId: string, a: string, b: string) {
  const [low, high] = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(lovePairUnlocks)
    .where(and(eq(lovePairUnlocks.ownerId, ownerId), eq(lovePairUnlocks.profileLow, low), eq(lovePairUnlocks.profileHigh, high)))
    .limit(1);
  return row ?? null;
}

/** An active unlimited consumer plan (weekly or monthly) opens every pair of the owner while it lasts. */
async function hasUnlimitedPlan(db: Db, ownerId: string, now: Date): Promise<boolean> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!owner) return false;
  const plan = effectivePlan(planStateOf(owner), now);
  return plan.audience === "consumer" && plan.tier === "unlimited";
}

/** Whether a love owner's pair (in either order) is unlocked: paid for (or unlocked by an administrator), or the unlimited plan. */
export async function isLovePairUnlocked(db: Db, ownerId: string, a: string, b: string, now: Date): Promise<boolean> {
  return (await unlockRow(db, ownerId, a, b)) !== null || (await hasUnlimitedPlan(db, ownerId, now));
}

/** Unlocks a love owner's pair for good (the administrator today, a payment later). Returns false when it already was. */
export async function unlockLovePair(db: Db, ownerId: string, a: string, b: string, by: string, now: Date): Promise<boolean> {
  const [low, high] = orderedPair(a, b);
  const inserted = await db.insert(lovePairUnlocks).values({ ownerId, profileLow: low, profileHigh: high, unlockedAt: now, unlockedBy: by }).onConflictDoNothing().returning({ ownerId: lovePairUnlocks.ownerId });
  return inserted.length > 0;
}

/** A locked love forecast keeps its scores and bands but not what drives them (the full reading is unlocked per pair). */
export function lockedLoveForecast(forecast: LoveForecast): LoveForecast {
  const strip = (d: LoveForecast["love"]) => ({ ...d, contributors: [] });
  return { ...forecast, love: strip(forecast.love), sexual: strip(forecast.sexual), marital: strip(forecast.marital), friendship: strip(forecast.friendship) };
}

function sexOf(gender: string | null): "male" | "female" | null {
  return gender === "M" ? "male" : gender === "F" ? "female" : null;
}

/**
 * POST /chatgpt/result {id1, id2, type: love}: the report of a love owner's pair of their
 * own love profiles, from the same forecast the pair check shows (run with ids "a", "b").
 */
export async function lovePairReportSubject(db: Db, session: Session, id1: string, id2: string, locale: Locale, now: Date): Promise<ReportSubject> {
  assertCan(session, "pair.report");
  if (id1 === id2) throw new AppError("actors_ineligible");
  const people = await loadScenePeople(db, session, [id1, id2]);
  const a = people.get(id1);
  const b = people.get(id2);
  if (!a || !b) throw new AppError("profile_not_found");
  if (!a.person || !b.person || a.row.kind !== "love" || b.row.kind !== "love") throw new AppError("actors_ineligible");
  const row = await unlockRow(db, session.subjectId, id1, id2);
  const [low, high] = orderedPair(id1, id2);
  return {
    quotaKey: `love-pair:${session.subjectId}:${low}:${high}`,
    unlocked: row !== null || (await hasUnlimitedPlan(db, session.subjectId, now)),
    stored: row?.reports[locale] ?? null,
    facts: () => {
      const forecast = forecastLovePair(lovePersonOf(a, "a"), lovePersonOf(b, "b"), { seed: stableSeed({ kind: "love", a: id1, b: id2 }), today: isoDay(now) });
      if (!forecast.ok) throw new AppError("actors_ineligible");
      return {
        locale,
        people: [
          { firstName: a.row.firstName, sex: sexOf(a.row.gender), age: a.row.age },
          { firstName: b.row.firstName, sex: sexOf(b.row.gender), age: b.row.age },
        ],
        basis: "both_self",
        traits: [a.person!.bigFive, b.person!.bigFive],
        dimensions: readLoveForecast(forecast.value),
      } satisfies ReportFacts;
    },
    keep: async (report: StoredReport) => {
      await db
        .update(lovePairUnlocks)
        .set({ reports: sql`${lovePairUnlocks.reports} || ${JSON.stringify({ [locale]: report })}::jsonb` })
        .where(and(eq(lovePairUnlocks.ownerId, session.subjectId), eq(lovePairUnlocks.profileLow, low), eq(lovePairUnlocks.profileHigh, high), sql`not (${lovePairUnlocks.reports} ? ${locale})`));
    },
  };
}
