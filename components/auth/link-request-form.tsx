"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { linkRequestEndpoint, type LinkRequest } from "@/lib/client/passport-endpoints";
import { lazyContracts } from "@/lib/client/lazy-contracts";
import { useNativeForm } from "@/lib/client/use-native-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";

export interface LinkRequestFormProps {
  /** Which link is e-mailed. */
  request: LinkRequest;
  submitLabel: string;
  sentText: string;
  next?: string;
}

/** Asks for an e-mail (a plain input, no form library) and requests a link (sign-in or reset); the answer never says whether the address exists. */
export function LinkRequestForm({ request, submitLabel, sentText, next }: LinkRequestFormProps) {
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const locale = useLocale() as "ru" | "en";
  const [sent, setSent] = useState(false);
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.forgotPassword);

  const onSubmit = handleSubmit(async (values) => {
    const body = next ? { ...values, ln: locale, next } : { ...values, ln: locale };
    const result = await callEndpoint(linkRequestEndpoint(request), { body });
    if (!result.ok) return result.error;
    setSent(true);
    return null;
  });

  if (sent) return <Alert tone="success">{sentText}</Alert>;
  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="link-email" label={common("email")} error={validationText(errors.username)}>
        <Input id="link-email" name="username" type="email" autoComplete="email" aria-invalid={Boolean(errors.username)} />
      </Field>
      <Button type="submit" busy={busy}>{submitLabel}</Button>
    </form>
  );
}
