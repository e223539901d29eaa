"use client";

import { Mail } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { changedFields } from "@/lib/client/admin-lists";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { CreateEstimatorByAdmin, UpdateEstimatorByAdmin, type AdminEstimatorItemDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { endpoints } from "@/lib/contracts/endpoints";

const EDIT_STATUSES = ["active", "disabled"] as const;

export type EstimatorDialogState = { mode: "create" } | { mode: "edit"; estimator: AdminEstimatorItemDto };

/** Create an estimator, or edit one and e-mail them a sign-in link. */
export function EstimatorDialog({ state, onClose, onSaved }: { state: EstimatorDialogState | null; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.estimators");
  const common = useTranslations("common");
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={state?.mode === "edit" ? t("editTitle") : t("createTitle")} closeLabel={common("close")}>
      {state?.mode === "create" ? <CreateEstimatorForm onSaved={onSaved} /> : null}
      {state?.mode === "edit" ? <EditEstimatorForm key={state.estimator._id} estimator={state.estimator} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function CreateEstimatorForm({ onSaved }: { onSaved: (message: string) => void }) {
  const t = useTranslations("admin.estimators");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { form, serverError, setServerError, applyServerError } = useApiForm(CreateEstimatorByAdmin, { fullName: "", email: "", information: "", sendLoginLink: true });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const create = useEndpointMutation(endpoints.postAdministratorEstimators, { invalidates: [endpoints.getAdministratorEstimators] });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await create.send({ body: values });
    if (!result.ok) return applyServerError(result.error);
    onSaved(values.sendLoginLink ? t("createdWithLink", { email: result.data.email }) : t("created", { name: result.data.fullName }));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="estimator-create-form">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="estimator-create-name" label={t("fullName")} error={validationText(errors.fullName?.message)}>
        <Input id="estimator-create-name" autoComplete="off" aria-invalid={Boolean(errors.fullName)} {...register("fullName")} />
      </Field>
      <Field id="estimator-create-email" label={t("email")} error={validationText(errors.email?.message)}>
        <Input id="estimator-create-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...register("email")} />
      </Field>
      <Field id="estimator-create-info" label={t("information")} error={validationText(errors.information?.message)}>
        <Textarea id="estimator-create-info" rows={3} maxLength={2000} aria-invalid={Boolean(errors.information)} {...register("information")} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-600" {...register("sendLoginLink")} />
        {t("sendLinkOnCreate")}
      </label>
      <Button type="submit" busy={formState.isSubmitting} className="self-end">{t("create")}</Button>
    </form>
  );
}

function EditEstimatorForm({ estimator, onSaved }: { estimator: AdminEstimatorItemDto; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.estimators");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const initial = { fullName: estimator.fullName, email: estimator.email, information: estimator.information, status: estimator.status === "disabled" ? ("disabled" as const) : ("active" as const) };
  const { form, serverError, setServerError, applyServerError } = useApiForm(UpdateEstimatorByAdmin, initial);
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const update = useEndpointMutation(endpoints.patchAdministratorEstimatorsById, { invalidates: [endpoints.getAdministratorEstimators] });
  const loginLink = useEndpointMutation(endpoints.postAdministratorByTargetByIdMailLoginLink);
  const [link, setLink] = useState<{ state: "idle" | "sending" | "sent" } | { state: "failed"; error: ErrorBody }>({ state: "idle" });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return onSaved(t("saved"));
    const result = await update.send({ params: { id: estimator._id }, body });
    if (!result.ok) return applyServerError(result.error);
    onSaved(t("saved"));
  });
  async function sendLink() {
    setLink({ state: "sending" });
    const result = await loginLink.send({ params: { target: "estimators", id: estimator._id } });
    setLink(result.ok ? { state: "sent" } : { state: "failed", error: result.error });
  }
  // A link goes only to an active estimator as saved (the server refuses others).
  const canSend = estimator.status === "active" && watch("status") === "active";
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="estimator-edit-form">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id="estimator-edit-name" label={t("fullName")} error={validationText(errors.fullName?.message)}>
        <Input id="estimator-edit-name" autoComplete="off" aria-invalid={Boolean(errors.fullName)} {...register("fullName")} />
      </Field>
      <Field id="estimator-edit-email" label={t("email")} error={validationText(errors.email?.message)}>
        <Input id="estimator-edit-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...register("email")} />
      </Field>
      <Field id="estimator-edit-info" label={t("information")} error={validationText(errors.information?.message)}>
        <Textarea id="estimator-edit-info" rows={3} maxLength={2000} aria-invalid={Boolean(errors.information)} {...register("information")} />
      </Field>
      <Field id="estimator-edit-status" label={t("columns.status")} error={validationText(errors.status?.message)} hint={t("disableHint")}>
        <select id="estimator-edit-status" className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" {...register("status")}>
          {EDIT_STATUSES.map((s) => (
            <option key={s} value={s}>{t(`statuses.${s}`)}</option>
          ))}
        </select>
      </Field>
      <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-ink">{t("sendLinkHint")}</span>
          <Button type="button" variant="secondary" size="sm" busy={link.state === "sending"} disabled={!canSend} onClick={() => void sendLink()}>
            <Mail className="size-4" aria-hidden />
            {t("sendLink")}
          </Button>
        </div>
        {!canSend ? <p className="text-xs text-muted">{t("linkOnlyActive")}</p> : null}
        {link.state === "sent" ? <Alert tone="success">{t("linkSent", { email: estimator.email })}</Alert> : null}
        {link.state === "failed" ? <Alert tone="error">{errorText(link.error)}</Alert> : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={formState.isSubmitting}>{common("save")}</Button>
      </div>
    </form>
  );
}
