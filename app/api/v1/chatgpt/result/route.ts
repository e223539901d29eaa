import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { reportProvider } from "@/lib/server/integrations/openai/report-provider";
import { lovePairReportSubject } from "@/lib/server/services/consumer/love-pairs";
import { prepareReport, reportResponse, type ReportRequest } from "@/lib/server/services/consumer/reports";

/** POST /chatgpt/result {id1, id2, type: love}: the report of a love owner's pair, streamed as NDJSON (as resultAnonymous). */
export const POST = route({ action: "pair.report", ...endpoints.postChatgptResult, area: "owner" }, async (ctx) => {
  const request: ReportRequest = { session: ctx.session, locale: ctx.body.ln ?? ctx.locale, ip: ctx.ip, now: ctx.now, provider: reportProvider(), log: ctx.effects.log, signal: ctx.req.signal };
  const subject = await lovePairReportSubject(ctx.db, ctx.session, ctx.body.id1, ctx.body.id2, request.locale, ctx.now);
  return reportResponse(subject, request, await prepareReport(ctx.db, subject, request));
});
