"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { lazyContracts } from "@/lib/client/lazy-contracts";
import { useNativeForm } from "@/lib/client/use-native-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { PasswordInput } from "./password-input";

// The dialog (Radix, about 8 KB) loads only when a link turns out to have expired.
const ExpiredLinkDialog = dynamic(() => import("./expired-link-dialog").then((module) => module.ExpiredLinkDialog));

/** The page a reset link opens: a new password (twice), then signed in everywhere anew. */
export function ResetPasswordForm({ domain }: { domain: "owner" | "estimator" }) {
  const t = useTranslations("auth.reset");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const token = useSearchParams().get("token") ?? "";
  const [expiredOpen, setExpiredOpen] = useState(false);
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.resetPassword);

  const onSubmit = handleSubmit(async (values) => {
    const result = await callEndpoint(PASSPORT.reset[domain], { body: { ...values, token } });
    if (result.ok) {
      window.location.assign(result.data.next);
      return null;
    }
    if (result.error.code === "owner:url_expired") setExpiredOpen(true);
    return result.error;
  });

  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {/* A token cut short in the address fails the form's own check: it is a dead link. */}
      {errors.token && !serverError ? <Alert tone="error">{errorText({ code: "owner:url_expired" })}</Alert> : null}
      <Field id="new-password" label={common("newPassword")} error={validationText(errors.password)}>
        <PasswordInput id="new-password" name="password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} />
      </Field>
      <Field id="repeat-password" label={common("repeatPassword")} error={validationText(errors.repeatPassword)}>
        <PasswordInput id="repeat-password" name="repeatPassword" autoComplete="new-password" aria-invalid={Boolean(errors.repeatPassword)} />
      </Field>
      <Button type="submit" busy={busy}>{t("submit")}</Button>
      {/* Mounted (and its code loaded) only once the server has said the link expired. */}
      {serverError?.code === "owner:url_expired" ? <ExpiredLinkDialog open={expiredOpen} onOpenChange={setExpiredOpen} request={{ kind: "forgot", domain }} /> : null}
    </form>
  );
}
