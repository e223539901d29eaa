"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
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
import { PasswordInput } from "./password-input";

export interface LoginFormProps {
  domain: "owner" | "estimator" | "administrator";
  /** Base path of the area: "/owner", "/owner-mobile", "/love-mobile", "/estimator", "/administrator". */
  base: string;
  links?: { forgot?: boolean; magicLink?: boolean; registration?: boolean; firstSignup?: boolean };
}

/** The sign-in form: plain inputs (no form library, a small first load), checked by the contract. */
export function LoginForm({ domain, base, links = {} }: LoginFormProps) {
  const t = useTranslations("auth.login");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const next = useSearchParams().get("next") ?? undefined;
  const { errors, serverError, busy, handleSubmit, handleChange } = useNativeForm(lazyContracts.passwordLogin);

  const onSubmit = handleSubmit(async (values) => {
    const result = await callEndpoint(PASSPORT.login[domain], { body: { ...values, next: next ?? base } });
    if (!result.ok) return result.error;
    window.location.assign(result.data.next);
    return null;
  });

  return (
    <form onSubmit={onSubmit} onChange={handleChange} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="username" label={common("email")} error={validationText(errors.username)}>
        <Input id="username" name="username" type="email" autoComplete="username" aria-invalid={Boolean(errors.username)} />
      </Field>
      <Field id="password" label={common("password")} error={validationText(errors.password)}>
        <PasswordInput id="password" name="password" autoComplete="current-password" aria-invalid={Boolean(errors.password)} />
      </Field>
      <Button type="submit" busy={busy} className="mt-2">{t("submit")}</Button>
      <div className="flex flex-col gap-2 text-sm">
        {links.magicLink ? <Link className="text-brand-600 hover:underline" href={`${base}/magic-link`}>{t("magicLink")}</Link> : null}
        {links.forgot ? <Link className="text-brand-600 hover:underline" href={`${base}/password-reset`}>{t("forgot")}</Link> : null}
        {links.registration ? (
          <p className="text-muted">
            {t("noAccount")} <Link className="text-brand-600 hover:underline" href={`${base}/registration`}>{t("register")}</Link>
            {links.firstSignup ? <> · <Link className="text-brand-600 hover:underline" href={`${base}/first-signup`}>{t("firstSignup")}</Link></> : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
