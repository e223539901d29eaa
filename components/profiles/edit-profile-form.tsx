"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { UpdateProfile, type ProfileDetailDto } from "@/lib/contracts/profiles";
import { endpoints } from "@/lib/contracts/endpoints";

export function EditProfileForm({ profile, onSaved }: { profile: ProfileDetailDto; onSaved: () => void }) {
  const t = useTranslations("createProfile");
  const p = useTranslations("profile");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { form, serverError, setServerError, applyServerError } = useApiForm(UpdateProfile, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? "",
    phone: profile.phone ?? "",
    position: profile.position ?? "",
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await callEndpoint(endpoints.patchOwnerProfilesById, { params: { id: profile._id }, body: values });
    if (result.ok) onSaved();
    else applyServerError(result.error);
  });
  const fields = [
    ["firstName", t("firstName"), "text"],
    ["lastName", t("lastName"), "text"],
    ["email", t("email"), "email"],
    ["phone", t("phone"), "tel"],
    ["position", t("position"), "text"],
  ] as const;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      {fields.map(([name, label, type]) => (
        <Field key={name} id={`edit-${name}`} label={label} error={validationText(errors[name]?.message)}>
          <Input id={`edit-${name}`} type={type} aria-invalid={Boolean(errors[name])} {...register(name)} />
        </Field>
      ))}
      <Button type="submit" busy={formState.isSubmitting} className="self-end">{p("save")}</Button>
    </form>
  );
}
