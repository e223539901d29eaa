"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ReportMarkdown } from "@/components/report/report-markdown";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { streamReport, type ReportRequest, type ReportSource } from "@/lib/client/report-stream";
import { useErrorText } from "@/lib/client/use-error-text";
import type { CoupleResultDto } from "@/lib/contracts/consumer";

/**
 * The written report of an unlocked result: the stored one, or written on request and shown
 * as it streams in. The standard report (no provider, or it failed) is labelled as such.
 */
export function ReportPanel({ request, stored }: { request: ReportRequest; stored: CoupleResultDto["gptResult"] }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const [text, setText] = useState(stored?.text ?? "");
  const [source, setSource] = useState<ReportSource | null>(stored ? "stored" : null);
  const [state, setState] = useState<"idle" | "writing" | "done">(stored ? "done" : "idle");
  const [error, setError] = useState<string | null>(null);

  // An unlocked result's report is written as soon as the page opens (once: it is stored, or
  // the standard report costs nothing); the button stays for a retry after a failure.
  const started = useRef(false);
  useEffect(() => {
    if (stored || started.current) return;
    started.current = true;
    void write();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel mounts
  }, []);

  async function write() {
    setState("writing");
    setError(null);
    setText("");
    const result = await streamReport({ path: request.path, body: { ...request.body, ln: locale } }, (event) => {
      if (event.type === "source") setSource(event.source);
      else if (event.type === "reset") {
        setSource("standard");
        setText("");
      } else if (event.type === "delta") setText((prev) => prev + event.text);
    });
    if (!result.ok) {
      setError(errorText(result.error) ?? t("reportFailed"));
      setState(text ? "done" : "idle");
      return;
    }
    setState("done");
  }

  return (
    <Card padding="sm" className="flex flex-col gap-3" data-testid="report-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{t("reportTitle")}</h2>
        {source === "standard" ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted" data-testid="report-standard">{t("reportStandardLabel")}</span> : null}
        {source === "openai" || source === "stored" ? <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs text-love-600" data-testid="report-generated">{t("reportGeneratedLabel")}</span> : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {state === "idle" ? (
        <>
          <p className="text-sm text-muted">{t("reportIntro")}</p>
          <Button variant="love" onClick={() => void write()} data-testid="write-report">{t("writeReport")}</Button>
        </>
      ) : null}
      {state === "writing" && !text ? <p className="text-sm text-muted" aria-live="polite">{t("reportWriting")}</p> : null}
      {text ? (
        <div aria-live="polite" aria-busy={state === "writing"} data-testid="report-text">
          <ReportMarkdown text={text} />
        </div>
      ) : null}
    </Card>
  );
}
