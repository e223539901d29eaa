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
import { useApiForm } from "@/lib/client/use-api-form";
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
  const { form, serverError, setServerError, applyServerError } = useApiForm(lazyContracts.joinRequest, { email: "", name: "", companyName: "", message: "", consent: false as unknown as true });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await callEndpoint(PASSPORT.joinRequest, { body: { ...values, ln: locale } });
    if (result.ok) setSent(true);
    else applyServerError(result.error);
  });

  if (sent) return <Alert tone="success">{t("sent")}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="join-name" label={common("name")} error={validationText(errors.name?.message)}>
        <Input id="join-name" autoComplete="name" aria-invalid={Boolean(errors.name)} {...register("name")} />
      </Field>
      <Field id="join-company" label={common("companyName")} error={validationText(errors.companyName?.message)}>
        <Input id="join-company" autoComplete="organization" aria-invalid={Boolean(errors.companyName)} {...register("companyName")} />
      </Field>
      <Field id="join-email" label={common("email")} error={validationText(errors.email?.message)}>
        <Input id="join-email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} {...register("email")} />
      </Field>
      <Field id="join-message" label={`${common("message")} (${common("optional")})`} error={validationText(errors.message?.message)}>
        <Textarea id="join-message" {...register("message")} />
      </Field>
      <ConsentCheckbox registration={register("consent")} error={validationText(errors.consent?.message)} />
      <Button type="submit" busy={formState.isSubmitting} className="self-start">{t("submit")}</Button>
    </form>
  );
}
