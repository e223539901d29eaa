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

/** First sign-up without a password: e-mail and consent; a password can be created later in settings. */
export function FirstSignupForm({ product, home }: { product: "enterprise" | "love"; home: string }) {
  const t = useTranslations("auth.firstSignup");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const locale = useLocale() as "ru" | "en";
  const next = useSearchParams().get("next") ?? home;
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.ownerSignup);

  const onSubmit = handleSubmit(async (values) => {
    const body = { email: values.email, consent: values.consent, ln: locale, next };
    const result = product === "love" ? await callEndpoint(PASSPORT.loveSignup, { body }) : await callEndpoint(PASSPORT.signup, { body });
    if (!result.ok) return result.error;
    window.location.assign(result.data.next);
    return null;
  });

  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("text")}</p>
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="email" label={common("email")} error={validationText(errors.email)}>
        <Input id="email" name="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} />
      </Field>
      <ConsentCheckbox error={validationText(errors.consent)} />
      <Button type="submit" busy={busy} variant={product === "love" ? "love" : "primary"}>{t("submit")}</Button>
    </form>
  );
}
