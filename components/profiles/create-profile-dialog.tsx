"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { CreateProfile, type ProfileDetailDto } from "@/lib/contracts/profiles";
import { CopyField } from "./copy-field";
import { endpoints } from "@/lib/contracts/endpoints";

/**
 * The create wizard: the name first (an invitation needs one), then either fill the
 * questionnaire yourself (opens it) or send the person an invitation by e-mail.
 * Love-mobile's variant fills the love questionnaire inside love-mobile
 * (/love-mobile/profiles/new) and asks no company fields; its invitations are love
 * invitations (the server picks the questionnaire by the owner's product).
 */
export function CreateProfileDialog({ open, onOpenChange, onCreated, variant = "company" }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void; variant?: "company" | "love" }) {
  const t = useTranslations("createProfile");
  const router = useRouter();
  const love = variant === "love";
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const locale = useLocale() as "ru" | "en";
  const [result, setResult] = useState<{ profile: ProfileDetailDto; invited: boolean } | null>(null);
  const { form, serverError, setServerError, applyServerError } = useApiForm(CreateProfile, { firstName: "", lastName: "", email: "", phone: "", position: "" });
  const { register, handleSubmit, formState, setError, reset, getValues } = form;
  const errors = formState.errors;

  // The love questionnaire asks the name and birth date itself; what was typed here is carried over.
  const fillLoveQuestionnaire = () => {
    const { firstName, lastName } = getValues();
    const query = new URLSearchParams({ ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }).toString();
    router.push(`/love-mobile/profiles/new${query ? `?${query}` : ""}`);
  };

  const submit = (invite: boolean) =>
    handleSubmit(async (values) => {
      setServerError(null);
      if (invite && !values.email) {
        setError("email", { type: "manual", message: "required" });
        return;
      }
      const created = await callEndpoint(endpoints.postOwnerProfiles, { body: { ...values, sendInvitation: invite, ln: locale } });
      if (!created.ok) return applyServerError(created.error);
      onCreated();
      if (!invite && created.data.invitationUrl) {
        window.location.assign(created.data.invitationUrl);
        return;
      }
      setResult({ profile: created.data, invited: invite });
    });

  const close = (next: boolean) => {
    if (!next) {
      setResult(null);
      reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t("title")} description={result ? undefined : love ? t("love.intro") : t("intro")} closeLabel={common("close")}>
      {result ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{result.invited ? t("invitationSent", { email: result.profile.email ?? "" }) : t("linkReady")}</Alert>
          {result.profile.invitationUrl ? <CopyField value={result.profile.invitationUrl} /> : null}
          <Button className="self-end" onClick={() => close(false)}>{t("done")}</Button>
        </div>
      ) : (
        <form className="flex flex-col gap-3" noValidate onSubmit={love ? (event) => { event.preventDefault(); fillLoveQuestionnaire(); } : submit(false)}>
          {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="cp-first" label={t("firstName")} error={validationText(errors.firstName?.message)}>
              <Input id="cp-first" autoComplete="off" aria-invalid={Boolean(errors.firstName)} {...register("firstName")} />
            </Field>
            <Field id="cp-last" label={t("lastName")} error={validationText(errors.lastName?.message)}>
              <Input id="cp-last" autoComplete="off" aria-invalid={Boolean(errors.lastName)} {...register("lastName")} />
            </Field>
          </div>
          <Field id="cp-email" label={`${t("email")} (${common("optional")})`} error={validationText(errors.email?.message)} hint={t("invitationNeedsEmail")}>
            <Input id="cp-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...register("email")} />
          </Field>
          {love ? null : <div className="grid gap-3 sm:grid-cols-2">
            <Field id="cp-phone" label={`${t("phone")} (${common("optional")})`} error={validationText(errors.phone?.message)}>
              <Input id="cp-phone" type="tel" autoComplete="off" aria-invalid={Boolean(errors.phone)} {...register("phone")} />
            </Field>
            <Field id="cp-position" label={`${t("position")} (${common("optional")})`} error={validationText(errors.position?.message)}>
              <Input id="cp-position" autoComplete="off" aria-invalid={Boolean(errors.position)} {...register("position")} />
            </Field>
          </div>}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" busy={formState.isSubmitting} onClick={submit(true)}>{t("sendInvitation")}</Button>
            <Button type="submit" variant={love ? "love" : "primary"} busy={formState.isSubmitting}>{t("fillMyself")}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
