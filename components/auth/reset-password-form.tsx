"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { lazyContracts } from "@/lib/client/lazy-contracts";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { ExpiredLinkDialog } from "./expired-link-dialog";
import { PasswordInput } from "./password-input";

/** The page a reset link opens: a new password (twice), then signed in everywhere anew. */
export function ResetPasswordForm({ domain }: { domain: "owner" | "estimator" }) {
  const t = useTranslations("auth.reset");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const token = useSearchParams().get("token") ?? "";
  const [expiredOpen, setExpiredOpen] = useState(false);
  const { form, serverError, setServerError, applyServerError } = useApiForm(lazyContracts.resetPassword, { token, password: "", repeatPassword: "" });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await callEndpoint(PASSPORT.reset[domain], { body: { ...values, token } });
    if (result.ok) {
      window.location.assign(result.data.next);
      return;
    }
    applyServerError(result.error);
    if (result.error.code === "owner:url_expired") setExpiredOpen(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="new-password" label={common("newPassword")} error={validationText(formState.errors.password?.message)}>
        <PasswordInput id="new-password" autoComplete="new-password" aria-invalid={Boolean(formState.errors.password)} {...register("password")} />
      </Field>
      <Field id="repeat-password" label={common("repeatPassword")} error={validationText(formState.errors.repeatPassword?.message)}>
        <PasswordInput id="repeat-password" autoComplete="new-password" aria-invalid={Boolean(formState.errors.repeatPassword)} {...register("repeatPassword")} />
      </Field>
      <Button type="submit" busy={formState.isSubmitting}>{t("submit")}</Button>
      <ExpiredLinkDialog open={expiredOpen} onOpenChange={setExpiredOpen} request={{ kind: "forgot", domain }} />
    </form>
  );
}
