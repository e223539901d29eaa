import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { coupleResults, type StoredReport } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { reserveAttempt, type LimitCheck } from "@/lib/server/auth/rate-limit";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { ReportProviderError, type ReportProvider } from "@/lib/server/integrations/openai/report-provider";
import type { LogFn } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { engineBigFive } from "./compute-couple";
import { resolveResult, type CoupleResultRow, type StoredCouple } from "./couple-results";
import type { ReportFacts } from "./report-facts";
import { composeStandardReport } from "./compose-standard-report";

/** One line of the NDJSON stream POST /chatgpt/resultAnonymous answers with. */
export type ReportEvent =
  | { type: "source"; source: "stored" | "openai" | "standard"; reason?: "not_configured" }
  | { type: "delta"; text: string }
  /** The provider failed part-way: drop what was shown, the standard report follows. */
  | { type: "reset"; source: "standard"; reason: string }
  | { type: "done" };

/** The facts a report may use: first names, sex, age, traits and the reading; nothing else of the result. */
export function reportFacts(row: CoupleResultRow, locale: Locale): ReportFacts {
  const stored = row.result as unknown as StoredCouple;
  const person = (i: 0 | 1) => ({ firstName: row.people[i].firstName, sex: row.people[i].sex, age: row.people[i].age });
  const dims = stored.details;
  return {
    locale,
    people: [person(0), person(1)],
    basis: row.partnerSelfAnswers ? "both_self" : "partner_rated",
    traits: [engineBigFive(stored.bigFive[0].means), engineBigFive(stored.bigFive[1].means)],
    dimensions: {
      love: { score: dims.love.score, percentile: dims.love.percentile, band: dims.love.band, contributors: dims.love.contributors },
      sexual: { score: dims.sexual.score, percentile: dims.sexual.percentile, band: dims.sexual.band, contributors: dims.sexual.contributors },
      marital: { score: dims.marital.score, percentile: dims.marital.percentile, band: dims.marital.band, contributors: dims.marital.contributors },
      friendship: { score: dims.friendship.score, percentile: dims.friendship.percentile, band: dims.friendship.band, contributors: dims.friendship.contributors },
    } as ReportFacts["dimensions"],
  };
}

export interface ReportRequest {
  session: Session | null;
  ref: string;
  locale: Locale;
  ip: string;
  now: Date;
  provider: ReportProvider | null;
  log: LogFn;
  signal?: AbortSignal;
}

/**
 * Checks the request before anything streams: the result exists and is unlocked, and a
 * provider call (never needed for a stored report or without a provider) fits the quotas
 * per result, per flame account and per client address (checklist 32).
 */
export async function prepareReport(db: Db, req: ReportRequest): Promise<{ row: CoupleResultRow; stored: StoredReport | null; callProvider: boolean }> {
  const row = await resolveResult(db, req.session, req.ref);
  if (!row.unlockedAt) throw new AppError("compatibility:locked");
  const stored = row.reports[req.locale] ?? null;
  if (stored || !req.provider) return { row, stored, callProvider: false };
  const checks: LimitCheck[] = [["reportPerKey", row.id], ["reportPerIp", req.ip]];
  if (req.session?.domain === "flame") checks.push(["reportPerAccount", req.session.subjectId]);
  await reserveAttempt(db, checks, req.now);
  return { row, stored, callProvider: true };
}

/**
 * The report as events: a stored one at once; else the provider's text as it is written,
 * kept once complete (never generated again for this result and language); without a
 * provider, or when it fails or runs out of time, the standard report built from the
 * engine's contributors, labelled as such and not stored (it costs nothing to rebuild).
 */
export async function* reportEvents(db: Db, req: ReportRequest, prepared: { row: CoupleResultRow; stored: StoredReport | null; callProvider: boolean }): AsyncGenerator<ReportEvent> {
  const { row } = prepared;
  if (prepared.stored) {
    yield { type: "source", source: "stored" };
    yield { type: "delta", text: prepared.stored.text };
    yield { type: "done" };
    return;
  }
  const facts = reportFacts(row, req.locale);
  if (prepared.callProvider && req.provider) {
    yield { type: "source", source: "openai" };
    let text = "";
    try {
      for await (const chunk of req.provider.streamReport({ facts, ...(req.signal ? { signal: req.signal } : {}) })) {
        text += chunk;
        yield { type: "delta", text: chunk };
      }
      const report: StoredReport = { text, source: "openai", model: req.provider.model, createdAt: req.now.toISOString() };
      await db
        .update(coupleResults)
        .set({ reports: sql`${coupleResults.reports} || ${JSON.stringify({ [req.locale]: report })}::jsonb`, updatedAt: req.now })
        .where(and(eq(coupleResults.id, row.id), sql`not (${coupleResults.reports} ? ${req.locale})`));
      yield { type: "done" };
      return;
    } catch (error) {
      const reason = error instanceof ReportProviderError ? error.reason : "failed";
      req.log("reports").warn({ resultId: row.id, reason, err: errorFields(error) }, "report provider failed; the standard report is shown");
      if (req.signal?.aborted) return;
      yield { type: "reset", source: "standard", reason };
    }
  } else {
    yield { type: "source", source: "standard", reason: "not_configured" };
  }
  yield { type: "delta", text: composeStandardReport(facts) };
  yield { type: "done" };
}
