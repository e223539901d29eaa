"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PlanErrorAlert } from "@/components/billing/plan-gates";
import { ProfileSlot, useEligibleCount, useSelectableProfiles } from "@/components/scenes/profile-picker";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { useApiForm } from "@/lib/client/use-api-form";
import { useValidationText } from "@/lib/client/use-error-text";
import { CreateScene, LIFESPANS, MAX_TEAM_SIZE, type SceneDto } from "@/lib/contracts/scenes";
import { placeInSlot } from "@/lib/engine/index";
import { newTeamBody, withOpenSlot, type NewTeamProblem } from "./team-list-state";
import { endpoints } from "@/lib/contracts/endpoints";

const TeamFields = CreateScene.pick({ title: true, lifespan: true });

/** A new team: a title, how much past to simulate, and at least two filled profiles (POST /scene). */
export function CreateTeamDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (scene: SceneDto) => void }) {
  const t = useTranslations("teams.create");
  const common = useTranslations("common");
  const validationText = useValidationText();
  const [slots, setSlots] = useState<(string | null)[]>(() => withOpenSlot([], MAX_TEAM_SIZE));
  const { byId } = useSelectableProfiles(slots);
  // Two filled profiles are enough to know a team can be made (one small query).
  const filled = useEligibleCount(2);
  const [problem, setProblem] = useState<NewTeamProblem | null>(null);
  const { form, serverError, setServerError, applyServerError } = useApiForm(TeamFields, { title: "", lifespan: "new" });
  const { register, handleSubmit, formState } = form;
  const chosen = new Set(slots.filter((s): s is string => s !== null));

  const pick = (index: number, id: string | null) => {
    setProblem(null);
    setSlots((current) => withOpenSlot(placeInSlot(current, index, id), MAX_TEAM_SIZE));
  };

  const create = useEndpointMutation(endpoints.postSceneScene, { invalidates: [endpoints.getSceneScenes, endpoints.getOwnerSelf] });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const built = newTeamBody(values.title, values.lifespan ?? "new", slots, (id) => byId.get(id)?.eligible === true);
    if (!built.ok) return setProblem(built.problem);
    const created = await create.send({ body: built.body });
    if (!created.ok) return applyServerError(created.error);
    onCreated(created.data);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} description={t("intro")} closeLabel={common("close")} size="wide">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field id="team-title" label={t("name")} error={validationText(formState.errors.title?.message)}>
          <Input id="team-title" {...register("title")} maxLength={100} placeholder={t("namePlaceholder")} aria-invalid={Boolean(formState.errors.title)} aria-describedby={formState.errors.title ? "team-title-error" : undefined} />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t("lifespan")}</legend>
          {LIFESPANS.map((l) => (
            <label key={l} className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input type="radio" value={l} {...register("lifespan")} className="mt-0.5 accent-brand-600" />
              <span>
                <span className="block font-medium text-ink">{t(`lifespans.${l}`)}</span>
                <span className="block text-xs text-muted">{t(`lifespanHints.${l}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t("members", { count: chosen.size })}</legend>
          <p className="text-xs text-muted">{t("membersHint")}</p>
          {filled !== null && filled < 2 ? (
            <Alert tone="info">
              {t("notEnoughProfiles")}{" "}
              <Link href="/owner/profiles" className="font-medium underline">{t("toProfiles")}</Link>
            </Alert>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2" data-testid="team-slots">
            {slots.map((id, index) => (
              <ProfileSlot
                key={`${index}-${id ?? "empty"}`}
                label={t("slot", { number: index + 1 })}
                profile={id ? (byId.get(id) ?? null) : null}
                onPick={(picked) => pick(index, picked)}
                onClear={() => pick(index, null)}
                taken={chosen}
              />
            ))}
          </div>
        </fieldset>
        {problem ? <Alert tone="error">{t(`problems.${problem}`)}</Alert> : null}
        {serverError ? <PlanErrorAlert error={serverError} /> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>{common("cancel")}</Button>
          <Button type="submit" busy={formState.isSubmitting} data-testid="create-team-submit">{t("submit")}</Button>
        </div>
      </form>
    </Dialog>
  );
}
