import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { reportProvider } from "@/lib/server/integrations/openai/report-provider";
import { coupleReportSubject } from "@/lib/server/services/consumer/couple-report";
import { prepareReport, reportResponse, type ReportRequest } from "@/lib/server/services/consumer/reports";

/**
 * POST /chatgpt/resultAnonymous {key}: the couple result's report, streamed as NDJSON while
 * it is written. Errors found before streaming (unknown key, locked result, quota) answer as JSON.
 */
export const POST = route({ action: "coupleResult.report", ...endpoints.postChatgptResultAnonymous, area: "public" }, async (ctx) => {
  const request: ReportRequest = { session: ctx.session, locale: ctx.body.ln ?? ctx.locale, ip: ctx.ip, now: ctx.now, provider: reportProvider(), log: ctx.effects.log, signal: ctx.req.signal };
  const subject = await coupleReportSubject(ctx.db, ctx.session, ctx.body.key, request.locale);
  return reportResponse(subject, request, await prepareReport(ctx.db, subject, request));
});
