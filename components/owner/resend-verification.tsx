"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { endpointKey } from "@/lib/client/endpoint-query";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import type { ErrorBody } from "@/lib/contracts/errors";

/** After a link is sent the button rests this long, so a double press does not burn the hourly mail limit. */
export const RESEND_COOLDOWN_MS = 60_000;

/** How long the button rests after an answer: the cooldown after a send, the server's wait after a refusal by the limit. */
export function restAfter(result: { ok: true } | { ok: false; error: Pick<ErrorBody, "code" | "retryAfter"> }): number {
  if (result.ok) return RESEND_COOLDOWN_MS;
  return result.error.code === "auth:too_many_requests" ? Math.max(1, result.error.retryAfter ?? 60) * 1000 : 0;
}

/**
 * "Send the link again" for the signed-in owner (POST /passport/owner/mail/verification-link):
 * says in words that the link was sent, or why it was not (the mail limit's wait in minutes),
 * and rests meanwhile. "Already verified" reads the owner again, so the gates open.
 */
export function ResendVerification({ email, label }: { email: string; label?: string }) {
  const t = useTranslations("unverified");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [resting, setResting] = useState(false);
  const [restMs, setRestMs] = useState(0);

  useEffect(() => {
    if (!resting) return;
    const timer = window.setTimeout(() => setResting(false), restMs);
    return () => window.clearTimeout(timer);
  }, [resting, restMs]);

  async function send() {
    setBusy(true);
    setError(null);
    setSent(false);
    const result = await callEndpoint(PASSPORT.verificationLink, { body: { ln: locale } });
    setBusy(false);
    const rest = restAfter(result.ok ? { ok: true } : result);
    setRestMs(rest);
    setResting(rest > 0);
    if (result.ok) return setSent(true);
    setError(result.error);
    if (result.error.code === "owner:url_count") void client.invalidateQueries({ queryKey: endpointKey(endpoints.getOwnerSelf) });
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="secondary" busy={busy} disabled={resting} onClick={() => void send()} data-testid="resend-verification">
        {label ?? t("resend")}
      </Button>
      <span aria-live="polite" className="text-sm">
        {sent ? <span data-testid="verification-sent">{t("sent", { email })}</span> : null}
        {error ? <span className="text-red-700" data-testid="verification-error">{errorText(error)}</span> : null}
      </span>
    </div>
  );
}
