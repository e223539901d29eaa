"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { lazyContracts } from "@/lib/client/lazy-contracts";
import { useNativeForm } from "@/lib/client/use-native-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { ConsentCheckbox } from "./consent-checkbox";
import { PasswordInput } from "./password-input";

export interface RegistrationFormProps {
  product: "enterprise" | "love";
  /** Where the new owner lands (the area's home). */
  home: string;
  submitLabel: string;
}

export function RegistrationForm({ product, home, submitLabel }: RegistrationFormProps) {
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const locale = useLocale() as "ru" | "en";
  const next = useSearchParams().get("next") ?? home;
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.ownerSignup);

  const onSubmit = handleSubmit(async (values) => {
    const result =
      product === "love"
        ? await callEndpoint(PASSPORT.loveSignup, { body: { email: values.email, password: values.password, repeatPassword: values.repeatPassword, consent: values.consent, ln: locale, next } })
        : await callEndpoint(PASSPORT.signup, { body: { ...values, ln: locale, next } });
    if (!result.ok) return result.error;
    window.location.assign(result.data.next);
    return null;
  });

  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {product === "enterprise" ? (
        <Field id="company" label={common("companyName")} error={validationText(errors.companyName)}>
          <Input id="company" name="companyName" autoComplete="organization" aria-invalid={Boolean(errors.companyName)} />
        </Field>
      ) : null}
      <Field id="email" label={common("email")} error={validationText(errors.email)}>
        <Input id="email" name="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} />
      </Field>
      <Field id="password" label={common("password")} error={validationText(errors.password)}>
        <PasswordInput id="password" name="password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} />
      </Field>
      <Field id="repeatPassword" label={common("repeatPassword")} error={validationText(errors.repeatPassword)}>
        <PasswordInput id="repeatPassword" name="repeatPassword" autoComplete="new-password" aria-invalid={Boolean(errors.repeatPassword)} />
      </Field>
      <ConsentCheckbox error={validationText(errors.consent)} />
      <Button type="submit" busy={busy} variant={product === "love" ? "love" : "primary"}>{submitLabel}</Button>
    </form>
  );
}
