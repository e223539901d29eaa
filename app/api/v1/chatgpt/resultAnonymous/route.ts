import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { reportProvider } from "@/lib/server/integrations/openai/report-provider";
import { prepareReport, reportEvents, type ReportRequest } from "@/lib/server/services/consumer/reports";

/**
 * POST /chatgpt/resultAnonymous {key}: the result's report, streamed as NDJSON while it is
 * written. Errors found before streaming (unknown key, locked result, quota) answer as JSON.
 */
export const POST = route({ action: "coupleResult.report", ...endpoints.postChatgptResultAnonymous, area: "public" }, async (ctx) => {
  const request: ReportRequest = {
    session: ctx.session,
    ref: ctx.body.key,
    locale: ctx.body.ln ?? ctx.locale,
    ip: ctx.ip,
    now: ctx.now,
    provider: reportProvider(),
    log: ctx.effects.log,
    signal: ctx.req.signal,
  };
  const prepared = await prepareReport(ctx.db, request);
  const db = ctx.db;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of reportEvents(db, request, prepared)) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      } catch (error) {
        ctx.effects.log("reports").error({ err: String(error) }, "report stream failed");
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" } });
});
