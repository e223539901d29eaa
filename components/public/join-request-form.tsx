"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConsentCheckbox } from "@/components/auth/consent-checkbox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { lazyContracts } from "@/lib/client/lazy-contracts";
import { useNativeForm } from "@/lib/client/use-native-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { PASSPORT } from "@/lib/client/passport-endpoints";

/** The enterprise request (POST /owner/join/request). */
export function JoinRequestForm() {
  const t = useTranslations("enterprise");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const locale = useLocale() as "ru" | "en";
  const [sent, setSent] = useState(false);
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.joinRequest);

  const onSubmit = handleSubmit(async (values) => {
    const result = await callEndpoint(PASSPORT.joinRequest, { body: { ...values, ln: locale } });
    if (!result.ok) return result.error;
    setSent(true);
    return null;
  });

  if (sent) return <Alert tone="success">{t("sent")}</Alert>;
  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="join-name" label={common("name")} error={validationText(errors.name)}>
        <Input id="join-name" name="name" autoComplete="name" aria-invalid={Boolean(errors.name)} />
      </Field>
      <Field id="join-company" label={common("companyName")} error={validationText(errors.companyName)}>
        <Input id="join-company" name="companyName" autoComplete="organization" aria-invalid={Boolean(errors.companyName)} />
      </Field>
      <Field id="join-email" label={common("email")} error={validationText(errors.email)}>
        <Input id="join-email" name="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} />
      </Field>
      <Field id="join-message" label={`${common("message")} (${common("optional")})`} error={validationText(errors.message)}>
        <Textarea id="join-message" name="message" aria-invalid={Boolean(errors.message)} />
      </Field>
      <ConsentCheckbox error={validationText(errors.consent)} />
      <Button type="submit" busy={busy} className="self-start">{t("submit")}</Button>
    </form>
  );
}
