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
import { useApiForm } from "@/lib/client/use-api-form";
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
  const { form, serverError, setServerError, applyServerError } = useApiForm(lazyContracts.ownerSignup, {
    email: "",
    password: "",
    repeatPassword: "",
    companyName: "",
    consent: false as unknown as true,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result =
      product === "love"
        ? await callEndpoint(PASSPORT.loveSignup, { body: { email: values.email, password: values.password, repeatPassword: values.repeatPassword, consent: values.consent, ln: locale, next } })
        : await callEndpoint(PASSPORT.signup, { body: { ...values, ln: locale, next } });
    if (result.ok) window.location.assign(result.data.next);
    else applyServerError(result.error);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {product === "enterprise" ? (
        <Field id="company" label={common("companyName")} error={validationText(errors.companyName?.message)}>
          <Input id="company" autoComplete="organization" {...register("companyName")} />
        </Field>
      ) : null}
      <Field id="email" label={common("email")} error={validationText(errors.email?.message)}>
        <Input id="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} {...register("email")} />
      </Field>
      <Field id="password" label={common("password")} error={validationText(errors.password?.message)}>
        <PasswordInput id="password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} {...register("password")} />
      </Field>
      <Field id="repeatPassword" label={common("repeatPassword")} error={validationText(errors.repeatPassword?.message)}>
        <PasswordInput id="repeatPassword" autoComplete="new-password" aria-invalid={Boolean(errors.repeatPassword)} {...register("repeatPassword")} />
      </Field>
      <ConsentCheckbox registration={register("consent")} error={validationText(errors.consent?.message)} />
      <Button type="submit" busy={formState.isSubmitting} variant={product === "love" ? "love" : "primary"}>{submitLabel}</Button>
    </form>
  );
}
