"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useApiForm } from "@/lib/client/use-api-form";
import { useErrorText, useValidationText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { LIFESPANS, UpdateScene, type SceneDto } from "@/lib/contracts/scenes";
import { INTENSITY_STEPS } from "@/lib/engine/index";
import { ModeChoice } from "./mode-choice";

const SettingsForm = UpdateScene.pick({ title: true, lifespan: true, defaultInteraction: true });

/** The settings sidebar: title, lifespan and the default interaction (PATCH /scene/{id}). */
export function SettingsSidebar({ scene, canManage, onSave }: {
  scene: SceneDto;
  canManage: boolean;
  /** Saves; a change of lifespan or interaction recomputes the team. */
  onSave: (body: UpdateScene, recompute: boolean) => Promise<ErrorBody | null>;
}) {
  const t = useTranslations("simulator.settings");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const [saved, setSaved] = useState(false);
  const initial = { title: scene.title, lifespan: scene.lifespan, defaultInteraction: scene.settings.defaultInteraction };
  const { form, serverError, setServerError, applyServerError } = useApiForm(SettingsForm, initial);
  const { register, handleSubmit, control, formState, reset } = form;

  useEffect(() => {
    reset({ title: scene.title, lifespan: scene.lifespan, defaultInteraction: scene.settings.defaultInteraction });
  }, [scene.title, scene.lifespan, scene.settings.defaultInteraction, reset]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setSaved(false);
    const def = values.defaultInteraction;
    const recompute = values.lifespan !== scene.lifespan || (def !== undefined && (def.remote !== scene.settings.defaultInteraction.remote || def.hoursPerWeek !== scene.settings.defaultInteraction.hoursPerWeek));
    const error = await onSave(values, recompute);
    if (error) applyServerError(error);
    else setSaved(true);
  });

  return (
    <section aria-labelledby="settings-title" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="settings-title" className="font-semibold text-ink">{t("title")}</h2>
      <form onSubmit={submit} noValidate className="mt-3">
        <fieldset disabled={!canManage} className="flex flex-col gap-4">
          <Field id="scene-title" label={t("name")} error={validationText(formState.errors.title?.message)}>
            <Input id="scene-title" {...register("title")} aria-invalid={Boolean(formState.errors.title)} maxLength={100} />
          </Field>
          <Field id="scene-lifespan" label={t("lifespan")} hint={t("lifespanHint")}>
            <select id="scene-lifespan" className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" {...register("lifespan")}>
              {LIFESPANS.map((l) => (
                <option key={l} value={l}>{t(`lifespans.${l}`)}</option>
              ))}
            </select>
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ink">{t("interaction")}</legend>
            <p className="text-xs text-muted">{t("interactionHint")}</p>
            <Controller
              control={control}
              name="defaultInteraction.remote"
              render={({ field }) => <ModeChoice name="default-mode" remote={Boolean(field.value)} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="defaultInteraction.hoursPerWeek"
              render={({ field }) => (
                <label className="flex flex-col gap-1 text-sm text-ink">
                  {t("hours")}
                  <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm" value={String(field.value ?? "")} onChange={(e) => field.onChange(Number(e.target.value))}>
                    {INTENSITY_STEPS.map((h) => (
                      <option key={h} value={h}>{t("hoursValue", { hours: h })}</option>
                    ))}
                  </select>
                </label>
              )}
            />
          </fieldset>
          {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
          {saved && !formState.isDirty ? <p className="text-sm text-emerald-700" role="status">{t("saved")}</p> : null}
          {canManage ? (
            <Button type="submit" busy={formState.isSubmitting} disabled={!formState.isDirty}>
              {common("save")}
            </Button>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}
