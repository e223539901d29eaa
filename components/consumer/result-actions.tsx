"use client";

import { Copy, Download, Link2, Mail, Trash2, UserPlus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useErrorText } from "@/lib/client/use-error-text";
import type { CoupleResultDto } from "@/lib/contracts/consumer";
import { fillPath } from "@/lib/contracts/endpoint-paths";
import { endpoints } from "@/lib/contracts/endpoints";

function absolute(path: string): string {
  return typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Keep the result in a flame account: an e-mailed link brings it back on any device. */
export function SaveByEmail({ resultRef, saved }: { resultRef: string; saved: boolean }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setState("busy");
    setError(null);
    const r = await callEndpoint(endpoints.postOwnerSaveFlame, { body: { id: resultRef, email, ln: locale } });
    if (!r.ok) {
      setError(errorText(r.error) ?? t("saveFailed"));
      setState("idle");
      return;
    }
    setState("sent");
  }
  return (
    <Card padding="sm" className="flex flex-col gap-3" data-testid="save-by-email">
      <h2 className="flex items-center gap-2 font-semibold text-ink"><Mail className="size-4" aria-hidden />{t("saveTitle")}</h2>
      {saved ? <p className="text-sm text-muted">{t("savedAlready")}</p> : <p className="text-sm text-muted">{t("saveText")}</p>}
      {state === "sent" ? (
        <Alert tone="success">{t("saveSent", { email })}</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
          <Field id="save-email" label={t("emailLabel")} error={error ?? undefined}>
            <Input id="save-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" variant="love" busy={state === "busy"} disabled={state === "busy" || !email}>{t("saveSubmit")}</Button>
        </form>
      )}
    </Card>
  );
}

/** Links that show the summary to anyone, each revocable; the PDF of the result. */
export function ShareLinks({ resultRef, links, onChange }: { resultRef: string; links: CoupleResultDto["shareLinks"]; onChange: () => void }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  async function create() {
    setBusy(true);
    setError(null);
    const r = await callEndpoint(endpoints.postOwnerCompatibilityLinksByKey, { params: { key: resultRef } });
    setBusy(false);
    if (!r.ok) return setError(errorText(r.error) ?? t("shareFailed"));
    const url = absolute(`/result/${r.data.token}`);
    if (await copy(url)) setCopied(r.data.token);
    onChange();
  }
  async function revoke(token: string) {
    setError(null);
    const r = await callEndpoint(endpoints.deleteOwnerCompatibilityLinksByKeyByToken, { params: { key: resultRef, token } });
    if (!r.ok) return setError(errorText(r.error) ?? t("shareFailed"));
    onChange();
  }
  return (
    <Card padding="sm" className="flex flex-col gap-3" data-testid="share-links">
      <h2 className="flex items-center gap-2 font-semibold text-ink"><Link2 className="size-4" aria-hidden />{t("shareTitle")}</h2>
      <p className="text-sm text-muted">{t("shareText")}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.token} className="flex items-center gap-2 rounded-lg border border-line p-2 text-sm">
            <a href={`/result/${link.token}`} className="min-w-0 flex-1 truncate text-love-600 hover:underline" data-testid="share-link" target="_blank" rel="noreferrer">{absolute(`/result/${link.token}`)}</a>
            <Button size="sm" variant="ghost" aria-label={t("copyLink")} onClick={() => void copy(absolute(`/result/${link.token}`)).then((ok) => setCopied(ok ? link.token : null))}><Copy className="size-4" aria-hidden /></Button>
            <Button size="sm" variant="ghost" aria-label={t("revokeLink")} data-testid="revoke-link" onClick={() => void revoke(link.token)}><Trash2 className="size-4" aria-hidden /></Button>
          </li>
        ))}
      </ul>
      {copied ? <p className="text-xs text-emerald-700" aria-live="polite">{t("linkCopied")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void create()} busy={busy} data-testid="create-share-link">{t("createLink")}</Button>
        <Button asChild variant="secondary">
          <a href={fillPath(endpoints.getOwnerCompatibilityPdfByKey.path, { key: resultRef })} download data-testid="download-pdf"><Download className="size-4" aria-hidden />{t("downloadPdf")}</a>
        </Button>
      </div>
    </Card>
  );
}

/** Ask the partner to answer about themselves: the result then uses both people's own answers. */
export function InvitePartner({ resultRef, partnerName, token, onChange }: { resultRef: string; partnerName: string; token: string | null; onChange: () => void }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const url = token ? absolute(`/couple-questionnaire/invite/${token}`) : null;
  async function create() {
    setError(null);
    const r = await callEndpoint(endpoints.postOwnerCompatibilityInviteByKey, { params: { key: resultRef } });
    if (!r.ok) return setError(errorText(r.error) ?? t("shareFailed"));
    setCopied(await copy(absolute(`/couple-questionnaire/invite/${r.data.token}`)));
    onChange();
  }
  return (
    <Card padding="sm" className="flex flex-col gap-3" data-testid="invite-partner">
      <h2 className="flex items-center gap-2 font-semibold text-ink"><UserPlus className="size-4" aria-hidden />{t("inviteTitle", { name: partnerName })}</h2>
      <p className="text-sm text-muted">{t("inviteText", { name: partnerName })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {url ? (
        <div className="flex items-center gap-2 rounded-lg border border-line p-2 text-sm">
          <span className="min-w-0 flex-1 truncate" data-testid="invite-link">{url}</span>
          <Button size="sm" variant="ghost" aria-label={t("copyLink")} onClick={() => void copy(url).then(setCopied)}><Copy className="size-4" aria-hidden /></Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => void create()} data-testid="create-invite">{t("createInvite")}</Button>
      )}
      {copied ? <p className="text-xs text-emerald-700" aria-live="polite">{t("linkCopied")}</p> : null}
    </Card>
  );
}
