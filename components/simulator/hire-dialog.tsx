"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ProfileSlot, useEligibleCount, useSelectableProfiles, type SelectableProfile } from "@/components/scenes/profile-picker";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { isActiveOn } from "@/lib/engine/index";
import { DateField, dateIsValid } from "./date-field";
import { applyEdit, type ScenePatch } from "./scene-edits";
import { useEditText } from "./use-edit-text";

const NO_SLOTS: ReadonlySet<string> = new Set();

/**
 * Hiring: a filled profile joins on a date (JOIN). Someone who has left the team can be
 * chosen too: the engine makes that a REJOIN. Members on that date are not offered.
 */
export function HireDialog({ scene, defaultDate, span, nameOf, onCommit, onClose }: {
  scene: SceneDto;
  defaultDate: string;
  span: { from: string; to: string };
  nameOf: (id: string) => string;
  onCommit: (patch: ScenePatch) => Promise<ErrorBody | null>;
  onClose: () => void;
}) {
  const t = useTranslations("simulator.dialogs.hire");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const [profileId, setProfileId] = useState<string | null>(null);
  const { byId } = useSelectableProfiles([profileId]);
  const filledCount = useEligibleCount(1);
  const nameFor = (id: string) => {
    const p = byId.get(id);
    return p ? `${p.firstName} ${p.lastName}` : nameOf(id);
  };
  const editText = useEditText(nameFor);
  const [date, setDate] = useState(defaultDate);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ErrorBody | null>(null);
  const valid = dateIsValid(date, span.from, span.to);

  // Members active on the chosen day are not offered (a former member may be hired again).
  const activeOnDate = useMemo(() => {
    const members = new Map(scene.actors.map((a) => [a.profileId, a]));
    return (p: SelectableProfile) => {
      const member = members.get(p._id);
      return Boolean(member) && valid && isActiveOn(member!, date);
    };
  }, [scene.actors, date, valid]);

  const outcome = profileId && valid ? applyEdit(scene, { kind: "hire", profileId, date }, new Date().toISOString()) : null;
  const former = profileId ? scene.actors.some((a) => a.profileId === profileId) : false;

  async function confirm() {
    if (!outcome?.ok || !outcome.changed) return;
    setBusy(true);
    setServerError(await onCommit(outcome.patch));
    setBusy(false);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} description={t("text")} closeLabel={common("close")}>
      <div className="flex flex-col gap-4">
        <ProfileSlot
          label={t("who")}
          profile={profileId ? (byId.get(profileId) ?? null) : null}
          onPick={setProfileId}
          onClear={() => setProfileId(null)}
          exclude={activeOnDate}
          taken={NO_SLOTS}
          testId="hire-slot"
        />
        {filledCount === 0 ? <Alert tone="info">{t("noneFilled")}</Alert> : null}
        {former ? <p className="text-sm text-muted">{t("former", { name: nameFor(profileId!) })}</p> : null}
        <DateField id="hire-date" label={t("date")} value={date} onChange={setDate} min={span.from} max={span.to} />
        {outcome && outcome.ok && !outcome.changed ? <Alert tone="warning">{editText.ignored(outcome.ignored, profileId!)}</Alert> : null}
        {outcome && !outcome.ok ? <Alert tone="error">{editText.error(outcome.error, profileId!)}</Alert> : null}
        {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{common("cancel")}</Button>
          <Button busy={busy} disabled={!outcome?.ok || !outcome.changed} onClick={confirm} data-testid="hire-confirm">{t("confirm")}</Button>
        </div>
      </div>
    </Dialog>
  );
}
