"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import { CreateNeuronetModel, NEURONET_NAME_MAX, NEURONET_NOTE_MAX, UpdateNeuronetModel, type NeuronetModelDto } from "@/lib/contracts/neuronet";
import { DEFAULT_HYPER_PARAMETERS } from "@/lib/neuronet/hyper-parameters";
import { HyperParameterFields } from "./hyper-parameter-fields";

export type ModelDialogState = { mode: "create" } | { mode: "edit"; model: NeuronetModelDto };

const invalidates = [endpoints.getAdministratorNeuronetModels, endpoints.getAdministratorNeuronetModelsById];

/** "New model" or "Edit": name, note and the hyper-parameters the next training uses. */
export function ModelDialog({ state, onClose, onSaved }: { state: ModelDialogState | null; onClose: () => void; onSaved: (model: NeuronetModelDto, created: boolean) => void }) {
  const t = useTranslations("admin.neuronet");
  const common = useTranslations("common");
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={state?.mode === "edit" ? t("editTitle") : t("create")} closeLabel={common("close")} size="wide">
      {state?.mode === "create" ? <ModelForm onSaved={(model) => onSaved(model, true)} /> : null}
      {state?.mode === "edit" ? <ModelForm key={state.model.id} model={state.model} onSaved={(model) => onSaved(model, false)} /> : null}
    </Dialog>
  );
}

function ModelForm({ model, onSaved }: { model?: NeuronetModelDto; onSaved: (model: NeuronetModelDto) => void }) {
  const t = useTranslations("admin.neuronet");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const initial = { name: model?.name ?? "", note: model?.note ?? "", hyperParameters: model?.hyperParameters ?? DEFAULT_HYPER_PARAMETERS };
  // Create and update share the fields; each form is checked by its own contract.
  const { form, serverError, setServerError, applyServerError } = useApiForm(model ? UpdateNeuronetModel : CreateNeuronetModel, initial);
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const create = useEndpointMutation(endpoints.postAdministratorNeuronetModels, { invalidates });
  const update = useEndpointMutation(endpoints.patchAdministratorNeuronetModelsById, { invalidates });
  const prefix = model ? "model-edit" : "model-create";

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = { name: values.name!, note: values.note, hyperParameters: values.hyperParameters };
    const result = model ? await update.send({ params: { id: model.id }, body }) : await create.send({ body });
    if (!result.ok) return applyServerError(result.error);
    onSaved(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid={`${prefix}-form`}>
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <Field id={`${prefix}-name`} label={t("name")} error={validationText(errors.name?.message)}>
        <Input id={`${prefix}-name`} maxLength={NEURONET_NAME_MAX} aria-invalid={Boolean(errors.name)} {...register("name")} />
      </Field>
      <Field id={`${prefix}-note`} label={t("note")} error={validationText(errors.note?.message)}>
        <Textarea id={`${prefix}-note`} maxLength={NEURONET_NOTE_MAX} rows={2} aria-invalid={Boolean(errors.note)} {...register("note")} />
      </Field>
      <HyperParameterFields idPrefix={prefix} register={register as never} errors={errors} />
      {model ? <p className="text-xs text-muted">{t("hyper.nextTraining")}</p> : null}
      <Button type="submit" busy={formState.isSubmitting} className="self-end">{model ? common("save") : t("create")}</Button>
    </form>
  );
}
