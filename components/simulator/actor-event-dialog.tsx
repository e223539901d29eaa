"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { rankOn } from "@/lib/engine/index";
import { DateField, dateIsValid } from "./date-field";
import { applyEdit, type SceneEdit, type ScenePatch } from "./scene-edits";
import { useEditText } from "./use-edit-text";

export type EventAction = "fire" | "rehire" | "lead" | "unlead" | "manager" | "unmanager";

function editOf(action: EventAction, actorId: string, date: string): SceneEdit {
  switch (action) {
    case "fire":
    case "rehire":
      return { kind: action, actorId, date };
    case "lead":
    case "unlead":
      return { kind: "rank", actorId, rank: "lead", assign: action === "lead", date };
    case "manager":
    case "unmanager":
      return { kind: "rank", actorId, rank: "manager", assign: action === "manager", date };
  }
}

/**
 * Dismissal, rehiring, and lead or manager appointment and removal on a date. The
 * engine's timeline rules decide; the dialog says beforehand when the change would be
 * ignored or refused, and why.
 */
export function ActorEventDialog({ action, actorId, scene, defaultDate, span, nameOf, onCommit, onClose }: {
  action: EventAction;
  actorId: string;
  scene: SceneDto;
  defaultDate: string;
  span: { from: string; to: string };
  nameOf: (id: string) => string;
  onCommit: (patch: ScenePatch) => Promise<ErrorBody | null>;
  onClose: () => void;
}) {
  const t = useTranslations("simulator.dialogs.event");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const editText = useEditText(nameOf);
  const [date, setDate] = useState(defaultDate);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ErrorBody | null>(null);
  const name = nameOf(actorId);
  const valid = dateIsValid(date, span.from, span.to);
  const outcome = valid ? applyEdit(scene, editOf(action, actorId, date), new Date().toISOString()) : null;
  const actor = scene.actors.find((a) => a.profileId === actorId);
  const heldBefore = actor && valid ? rankOn(actor, date) : null;
  const switching = (action === "lead" && heldBefore === "manager") || (action === "manager" && heldBefore === "lead");

  async function confirm() {
    if (!outcome?.ok || !outcome.changed) return;
    setBusy(true);
    setServerError(await onCommit(outcome.patch));
    setBusy(false);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(`${action}.title`, { name })} description={t(`${action}.text`, { name })} closeLabel={common("close")}>
      <div className="flex flex-col gap-4">
        <DateField id="event-date" label={t(`${action}.date`)} value={date} onChange={setDate} min={span.from} max={span.to} />
        {switching ? <Alert tone="info">{t("switching", { name })}</Alert> : null}
        {outcome && outcome.ok && !outcome.changed ? <Alert tone="warning">{editText.ignored(outcome.ignored, actorId)}</Alert> : null}
        {outcome && !outcome.ok ? <Alert tone="error">{editText.error(outcome.error, actorId)}</Alert> : null}
        {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{common("cancel")}</Button>
          <Button variant={action === "fire" ? "danger" : "primary"} busy={busy} disabled={!outcome?.ok || !outcome.changed} onClick={confirm} data-testid="event-confirm">
            {t(`${action}.confirm`)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
