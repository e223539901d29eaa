"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "./password-input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import type { OwnerSelfDto } from "@/lib/contracts/owner";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { ChangePasswordForm } from "@/lib/contracts/owner";
import { endpoints } from "@/lib/contracts/endpoints";

/** Create a password (first time) or change it; other devices are signed out by the server. */
export function PasswordForm({ hasPassword, account = "owner", onSaved }: { hasPassword: boolean; account?: "owner" | "estimator"; onSaved?: (self: OwnerSelfDto) => void }) {
  const t = useTranslations("settings");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const [saved, setSaved] = useState(false);
  const { form, serverError, setServerError, applyServerError } = useApiForm(ChangePasswordForm, { currentPassword: "", password: "", repeatPassword: "" });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;

  async function save(body: { password: string; repeatPassword?: string; currentPassword?: string }) {
    if (account === "estimator") return callEndpoint(endpoints.patchEstimatorSelf, { body });
    const result = await callEndpoint(endpoints.patchOwnerSelf, { body });
    if (result.ok) onSaved?.(result.data);
    return result;
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSaved(false);
    const body = hasPassword ? values : { password: values.password, repeatPassword: values.repeatPassword };
    const result = await save(body);
    if (!result.ok) return applyServerError(result.error);
    reset({ currentPassword: "", password: "", repeatPassword: "" });
    setSaved(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{hasPassword ? t("changePassword") : t("createPassword")}</h3>
      {!hasPassword ? <p className="text-sm text-muted">{t("createPasswordHint")}</p> : null}
      {serverError && !serverError.fields ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {saved ? <Alert tone="success">{t("passwordSaved")}</Alert> : null}
      {hasPassword ? (
        <Field id="current-password" label={common("currentPassword")} error={validationText(errors.currentPassword?.message)}>
          <PasswordInput id="current-password" autoComplete="current-password" aria-invalid={Boolean(errors.currentPassword)} {...register("currentPassword")} />
        </Field>
      ) : null}
      <Field id="settings-password" label={common("newPassword")} error={validationText(errors.password?.message)}>
        <PasswordInput id="settings-password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} {...register("password")} />
      </Field>
      <Field id="settings-repeat" label={common("repeatPassword")} error={validationText(errors.repeatPassword?.message)}>
        <PasswordInput id="settings-repeat" autoComplete="new-password" aria-invalid={Boolean(errors.repeatPassword)} {...register("repeatPassword")} />
      </Field>
      <Button type="submit" busy={formState.isSubmitting} className="self-start">{common("save")}</Button>
    </form>
  );
}
