"use client";

import { FileJson } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { changedFields } from "@/lib/client/admin-lists";
import {
  QUESTIONNAIRE_KINDS,
  QUESTIONNAIRE_STATUSES,
  checkDefinitionText,
  definitionIssues,
  fieldErrorsBesidesDefinition,
  nextVersion,
  type DefinitionIssue,
  type DefinitionProblem,
  type QuestionnaireKind,
} from "@/lib/client/admin-questionnaires";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import { CreateQuestionnaire, UpdateQuestionnaire, type AdminQuestionnaireDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { DefinitionInput } from "./definition-input";
import { endpoints } from "@/lib/contracts/endpoints";

// The form fields are the contracts without the definition, which is typed as text and
// checked in the browser before the whole body is sent.
const CreateFields = CreateQuestionnaire.omit({ definition: true });
const UpdateFields = UpdateQuestionnaire.omit({ definition: true });

export type QuestionnaireDialogState = { mode: "create" } | { mode: "edit"; questionnaire: AdminQuestionnaireDto };

const selectClass = "h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink disabled:bg-slate-50 disabled:text-muted";

/** Add a questionnaire, or edit one (name, status; a new definition becomes the next version). */
export function QuestionnaireDialog({ state, list, onClose, onSaved }: { state: QuestionnaireDialogState | null; list: readonly AdminQuestionnaireDto[]; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.questionnaires");
  const common = useTranslations("common");
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={state?.mode === "edit" ? t("editTitle") : t("create")} closeLabel={common("close")} size="wide">
      {state?.mode === "create" ? <CreateQuestionnaireForm list={list} onSaved={onSaved} /> : null}
      {state?.mode === "edit" ? <EditQuestionnaireForm key={state.questionnaire._id} questionnaire={state.questionnaire} list={list} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

/** The server refused the body: definition issues go under the text area, the rest on their fields. */
function splitServerError(error: ErrorBody): { rest: ErrorBody; issues: DefinitionIssue[] } {
  return { rest: { ...error, fields: fieldErrorsBesidesDefinition(error.fields) }, issues: definitionIssues(error.fields) };
}

function CreateQuestionnaireForm({ list, onSaved }: { list: readonly AdminQuestionnaireDto[]; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.questionnaires");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { form, serverError, setServerError, applyServerError } = useApiForm(CreateFields, { kind: "profile", name: "", dataSource: "" });
  const { register, handleSubmit, formState, setValue, getValues, watch } = form;
  const errors = formState.errors;
  const create = useEndpointMutation(endpoints.postAdministratorQuestionnaire, { invalidates: [endpoints.getAdministratorQuestionnaire] });
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<DefinitionProblem | null>(null);
  const [issues, setIssues] = useState<DefinitionIssue[]>([]);
  const kind = watch("kind") as QuestionnaireKind;

  const checkText = () => {
    const check = checkDefinitionText(text, getValues("kind") as QuestionnaireKind);
    setProblem(check.ok ? null : check.problem);
    return check;
  };
  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      setIssues([]);
      const check = checkText();
      if (!check.ok) return;
      const result = await create.send({ body: { ...values, definition: check.definition } });
      if (!result.ok) {
        const { rest, issues: found } = splitServerError(result.error);
        setIssues(found);
        return applyServerError(rest);
      }
      onSaved(t("createdDone", { version: result.data.version, kind: t(`kinds.${result.data.kind}`) }));
    },
    () => void checkText(),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="questionnaire-create-form">
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <Field id="questionnaire-kind" label={t("kind")} error={validationText(errors.kind?.message)}>
          <select id="questionnaire-kind" className={selectClass} {...register("kind")}>
            {QUESTIONNAIRE_KINDS.map((k) => (
              <option key={k} value={k}>{t(`kinds.${k}`)}</option>
            ))}
          </select>
        </Field>
        <Field id="questionnaire-name" label={t("name")} error={validationText(errors.name?.message)}>
          <Input id="questionnaire-name" aria-invalid={Boolean(errors.name)} {...register("name")} />
        </Field>
      </div>
      <Field id="questionnaire-source" label={t("dataSource")} error={validationText(errors.dataSource?.message)} hint={t("dataSourceHint")}>
        <Input id="questionnaire-source" aria-invalid={Boolean(errors.dataSource)} {...register("dataSource")} />
      </Field>
      <DefinitionInput
        id="questionnaire-definition"
        label={t("definition")}
        hint={t("createVersionHint", { version: nextVersion(list, kind), kind: t(`kinds.${kind}`) })}
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
          setIssues([]);
        }}
        problem={problem}
        issues={issues}
        onFileLoaded={(file) => {
          if (file.kind) setValue("kind", file.kind);
          if (!getValues("dataSource")) setValue("dataSource", file.name.slice(0, 200));
        }}
      />
      <Button type="submit" busy={formState.isSubmitting} className="self-end">{t("create")}</Button>
    </form>
  );
}

function EditQuestionnaireForm({ questionnaire, list, onSaved }: { questionnaire: AdminQuestionnaireDto; list: readonly AdminQuestionnaireDto[]; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.questionnaires");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const initial = { name: questionnaire.name, status: questionnaire.status, dataSource: questionnaire.dataSource };
  const { form, serverError, setServerError, applyServerError } = useApiForm(UpdateFields, initial);
  const { register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<DefinitionProblem | null>(null);
  const [issues, setIssues] = useState<DefinitionIssue[]>([]);
  const [loadingCurrent, setLoadingCurrent] = useState(false);
  const update = useEndpointMutation(endpoints.patchAdministratorQuestionnaireById, { invalidates: [endpoints.getAdministratorQuestionnaire] });
  const newVersion = text.trim().length > 0;
  const next = nextVersion(list, questionnaire.kind);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setIssues([]);
    let body: Record<string, unknown>;
    if (newVersion) {
      const check = checkDefinitionText(text, questionnaire.kind);
      setProblem(check.ok ? null : check.problem);
      if (!check.ok) return;
      body = { name: values.name, ...(values.dataSource ? { dataSource: values.dataSource } : {}), definition: check.definition };
    } else {
      body = changedFields(initial, values);
      if (Object.keys(body).length === 0) return onSaved(t("savedDone"));
    }
    const result = await update.send({ params: { id: questionnaire._id }, body });
    if (!result.ok) {
      const { rest, issues: found } = splitServerError(result.error);
      setIssues(found);
      return applyServerError(rest);
    }
    onSaved(newVersion ? t("newVersionDone", { version: result.data.version }) : t("savedDone"));
  });

  async function startFromCurrent() {
    setLoadingCurrent(true);
    const result = await callEndpoint(endpoints.getAdministratorQuestionnaireById, { params: { id: questionnaire._id } });
    setLoadingCurrent(false);
    if (!result.ok) return setServerError(result.error);
    setText(JSON.stringify(result.data.definition, null, 2));
    setProblem(null);
    setIssues([]);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="questionnaire-edit-form">
      <p className="text-sm text-muted">{t("editing", { kind: t(`kinds.${questionnaire.kind}`), version: questionnaire.version })}</p>
      {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Field id="questionnaire-edit-name" label={t("name")} error={validationText(errors.name?.message)}>
          <Input id="questionnaire-edit-name" aria-invalid={Boolean(errors.name)} {...register("name")} />
        </Field>
        <Field id="questionnaire-edit-status" label={t("columns.status")} error={validationText(errors.status?.message)} hint={newVersion ? t("statusOfNewVersion") : undefined}>
          <select id="questionnaire-edit-status" className={selectClass} disabled={newVersion} {...register("status")}>
            {QUESTIONNAIRE_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`statuses.${s}`)}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="questionnaire-edit-source" label={t("dataSource")} error={validationText(errors.dataSource?.message)}>
        <Input id="questionnaire-edit-source" aria-invalid={Boolean(errors.dataSource)} {...register("dataSource")} />
      </Field>
      <DefinitionInput
        id="questionnaire-edit-definition"
        label={t("newDefinition")}
        hint={t("newVersionHint", { version: next })}
        value={text}
        onChange={(value) => {
          setText(value);
          setProblem(null);
          setIssues([]);
        }}
        problem={problem}
        issues={issues}
        onFileLoaded={(file) => setValue("dataSource", file.name.slice(0, 200))}
        extra={
          <Button type="button" size="sm" variant="secondary" busy={loadingCurrent} onClick={() => void startFromCurrent()}>
            <FileJson className="size-4" aria-hidden />
            {t("startFromCurrent")}
          </Button>
        }
      />
      {newVersion ? <Alert tone="info">{t("newVersionNotice", { version: next, current: questionnaire.version })}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" busy={formState.isSubmitting}>{newVersion ? t("newVersion") : common("save")}</Button>
      </div>
    </form>
  );
}
