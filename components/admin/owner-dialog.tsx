"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { changedFields, ownerFormValues } from "@/lib/client/admin-lists";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { CreateOwnerByAdmin, UpdateOwnerByAdmin, type AdminOwnerItemDto } from "@/lib/contracts/admin";
import { endpoints } from "@/lib/contracts/endpoints";
import { OwnerPlanGrant } from "./owner-plan-grant";

const EDIT_STATUSES = ["verified", "unverified", "blocked"] as const;

export type OwnerDialogState = { mode: "create" } | { mode: "edit"; owner: AdminOwnerItemDto };

/** Create a company, or edit its name, e-mail, status and subscription end date. */
export function OwnerDialog({ state, onClose, onSaved }: { state: OwnerDialogState | null; onClose: () => void; onSaved: (owner: AdminOwnerItemDto, message: string) => void }) {
  const t = useTranslations("admin.owners");
  const common = useTranslations("common");
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={state?.mode === "edit" ? t("editTitle") : t("createTitle")} closeLabel={common("close")}>
      {state?.mode === "create" ? <CreateOwnerForm onSaved={onSaved} /> : null}
      {state?.mode === "edit" ? <EditOwnerForm key={state.owner._id} owner={state.owner} onSaved={onSaved} /> : null}
      {state?.mode === "edit" ? <OwnerPlanGrant key={`plan-${state.owner._id}`} owner={state.owner} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function CreateOwnerForm({ onSaved }: { onSaved: (owner: AdminOwnerItemDto, message: string) => void }) {
  const t = useTranslations("admin.owners");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { form, serverError, setServerError, applyServerError } = useApiForm(CreateOwnerByAdmin, { email: "", companyName: "", sendLoginLink: true });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const create = useEndpointMutation(endpoints.postAdministratorOwners, { invalidates: [endpoints.getAdministratorOwners] });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await create.send({ body: values });
    if (!result.ok) return applyServerError(result.error);
    onSaved(result.data, values.sendLoginLink ? t("createdWithLink", { email: result.data.email }) : t("created", { email: result.data.email }));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="owner-create-form">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="owner-create-company" label={t("companyName")} error={validationText(errors.companyName?.message)}>
        <Input id="owner-create-company" autoComplete="organization" aria-invalid={Boolean(errors.companyName)} {...register("companyName")} />
      </Field>
      <Field id="owner-create-email" label={t("email")} error={validationText(errors.email?.message)}>
        <Input id="owner-create-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? "owner-create-email-error" : undefined} {...register("email")} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("sendLoginLink")} />
        {t("sendLinkOnCreate")}
      </label>
      <Button type="submit" busy={formState.isSubmitting} className="self-end">{t("create")}</Button>
    </form>
  );
}

function EditOwnerForm({ owner, onSaved }: { owner: AdminOwnerItemDto; onSaved: (owner: AdminOwnerItemDto, message: string) => void }) {
  const t = useTranslations("admin.owners");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const initial = ownerFormValues(owner);
  const { form, serverError, setServerError, applyServerError } = useApiForm(UpdateOwnerByAdmin, initial);
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const update = useEndpointMutation(endpoints.patchAdministratorOwnersById, { invalidates: [endpoints.getAdministratorOwners] });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return onSaved(owner, t("saved"));
    const result = await update.send({ params: { id: owner._id }, body });
    if (!result.ok) return applyServerError(result.error);
    onSaved(result.data, t("saved"));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="owner-edit-form">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="owner-edit-company" label={t("companyName")} error={validationText(errors.companyName?.message)}>
        <Input id="owner-edit-company" aria-invalid={Boolean(errors.companyName)} {...register("companyName")} />
      </Field>
      <Field id="owner-edit-email" label={t("email")} error={validationText(errors.email?.message)}>
        <Input id="owner-edit-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? "owner-edit-email-error" : undefined} {...register("email")} />
      </Field>
      <Field id="owner-edit-status" label={t("status")} error={validationText(errors.status?.message)} hint={t("blockHint")}>
        <select id="owner-edit-status" className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" {...register("status")}>
          {EDIT_STATUSES.map((s) => (
            <option key={s} value={s}>{t(`statusValues.${s}`)}</option>
          ))}
        </select>
      </Field>
      <Field id="owner-edit-end" label={t("endDate")} error={validationText(errors.subscribeEndDate?.message)} hint={t("endDateHint")}>
        <Input id="owner-edit-end" type="date" aria-invalid={Boolean(errors.subscribeEndDate)} {...register("subscribeEndDate", { setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : v) })} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="submit" busy={formState.isSubmitting}>{common("save")}</Button>
      </div>
    </form>
  );
}
