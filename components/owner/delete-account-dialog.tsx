"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { DELETE_CONFIRMATION_WORDS } from "@/lib/contracts/validation";
import { endpoints } from "@/lib/contracts/endpoints";

/** Deletion needs the confirmation word typed exactly; then the "deleted" dialog leads home. */
export function DeleteAccountDialog({ open, onOpenChange, brand }: { open: boolean; onOpenChange: (v: boolean) => void; brand: string }) {
  const t = useTranslations("deleteAccount");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const word = DELETE_CONFIRMATION_WORDS[locale];
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [deleted, setDeleted] = useState(false);
  // A full page load: the signed-out state must reach the server-rendered shell too.
  const goHome = () => window.location.replace(new URL("/", window.location.href));

  if (deleted) {
    return (
      <Dialog open onOpenChange={goHome} title={t("deletedTitle")} closeLabel={common("close")}>
        <p className="text-sm text-ink">{t("deletedText", { brand })}</p>
        <Button className="mt-4" asChild>
          <a href="/">{t("toHome")}</a>
        </Button>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("text")} closeLabel={common("close")}>
      <form
        className="flex flex-col gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          const result = await callEndpoint(endpoints.deleteOwnerSelf, { body: { confirmation: typed } });
          setBusy(false);
          if (result.ok) setDeleted(true);
          else setError(result.error);
        }}
      >
        <label htmlFor="delete-confirmation" className="text-sm text-ink">{t("prompt", { word })}</label>
        <Input id="delete-confirmation" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>{common("cancel")}</Button>
          <Button type="submit" variant="danger" disabled={typed !== word} busy={busy}>{t("submit")}</Button>
        </div>
      </form>
    </Dialog>
  );
}
