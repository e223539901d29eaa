import "server-only";
import type { Db } from "@/db/client";
import type { StoredReport } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import type { ReportEvent } from "@/lib/contracts/consumer";
import { reserveAttempt, type LimitCheck } from "@/lib/server/auth/rate-limit";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { ReportProviderError, type ReportProvider } from "@/lib/server/integrations/openai/report-provider";
import type { LogFn } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { composeStandardReport } from "./compose-standard-report";
import type { ReportFacts } from "./report-facts";

/**
 * What a report is written about: a consumer couple result (by key) or a love-mobile
 * owner's pair. It says whether it is unlocked, holds the report already written in the
 * reader's language, builds the allow-listed facts and keeps a new report (only when no
 * report of that language was kept meanwhile).
 */
export interface ReportSubject {
  /** The quota subject per result or pair (checklist 32, per key). */
  quotaKey: string;
  unlocked: boolean;
  stored: StoredReport | null;
  facts(): ReportFacts;
  keep(report: StoredReport): Promise<void>;
}

export interface ReportRequest {
  session: Session | null;
  locale: Locale;
  ip: string;
  now: Date;
  provider: ReportProvider | null;
  log: LogFn;
  signal?: AbortSignal;
}

/**
 * Checks before anything streams: the subject is unlocked, and a provider call (never
 * needed for a stored report or without a provider) fits the quotas per result, per
 * account and per client address (checklist 32).
 */
export async function prepareReport(db: Db, subject: ReportSubject, req: ReportRequest): Promise<{ callProvider: boolean }> {
  if (!subject.unlocked) throw new AppError("compatibility:locked");
  if (subject.stored || !req.provider) return { callProvider: false };
  const checks: LimitCheck[] = [["reportPerKey", subject.quotaKey], ["reportPerIp", req.ip]];
  if (req.session) checks.push(["reportPerAccount", `${req.session.domain}:${req.session.subjectId}`]);
  await reserveAttempt(db, checks, req.now);
  return { callProvider: true };
}

/**
 * The report as events: a stored one at once; else the provider's text as it is written,
 * kept once complete (never generated again for this subject and language); without a
 * provider, or when it fails or runs out of time, the standard report built from the
 * engine's contributors, labelled as such and not kept (it costs nothing to rebuild).
 */
export async function* reportEvents(subject: ReportSubject, req: ReportRequest, prepared: { callProvider: boolean }): AsyncGenerator<ReportEvent> {
  if (subject.stored) {
    yield { type: "source", source: "stored" };
    yield { type: "delta", text: subject.stored.text };
    yield { type: "done" };
    return;
  }
  const facts = subject.facts();
  if (prepared.callProvider && req.provider) {
    yield { type: "source", source: "openai" };
    let text = "";
    try {
      for await (const chunk of req.provider.streamReport({ facts, ...(req.signal ? { signal: req.signal } : {}) })) {
        text += chunk;
        yield { type: "delta", text: chunk };
      }
      await subject.keep({ text, source: "openai", model: req.provider.model, createdAt: req.now.toISOString() });
      yield { type: "done" };
      return;
    } catch (error) {
      const reason = error instanceof ReportProviderError ? error.reason : "failed";
      req.log("reports").warn({ subject: subject.quotaKey, reason, err: errorFields(error) }, "report provider failed; the standard report is shown");
      if (req.signal?.aborted) return;
      yield { type: "reset", source: "standard", reason };
    }
  } else {
    yield { type: "source", source: "standard", reason: "not_configured" };
  }
  yield { type: "delta", text: composeStandardReport(facts) };
  yield { type: "done" };
}

/** The events as an NDJSON response (errors found before streaming were thrown by `prepareReport`). */
export function reportResponse(subject: ReportSubject, req: ReportRequest, prepared: { callProvider: boolean }): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of reportEvents(subject, req, prepared)) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch (error) {
        req.log("reports").error({ err: errorFields(error) }, "report stream failed");
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" } });
}
