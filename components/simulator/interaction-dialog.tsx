"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import { INTENSITY_STEPS, NO_INTERACTION, WEEKLY_HOURS_LIMIT, isActiveOn } from "@/lib/engine/index";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";
import { DateField, dateIsValid } from "./date-field";
import { ModeChoice } from "./mode-choice";
import { applyEdit, hoursWarnings, pairSettingOn, type ScenePatch } from "./scene-edits";
import { useEditText } from "./use-edit-text";

const HOURS = [NO_INTERACTION, ...INTENSITY_STEPS];

/**
 * How two people work together from a date on: office or remote and hours a week. A
 * weekly total above 50 hours for anyone is warned about before saving.
 */
export function InteractionDialog({ scene, firstId, defaultDate, span, nameOf, onCommit, onClose }: {
  scene: SceneDto;
  firstId: string | null;
  defaultDate: string;
  span: { from: string; to: string };
  nameOf: (id: string) => string;
  onCommit: (patch: ScenePatch) => Promise<ErrorBody | null>;
  onClose: () => void;
}) {
  const t = useTranslations("simulator.dialogs.interaction");
  const settings = useTranslations("simulator.settings");
  const common = useTranslations("common");
  const format = useFormatter();
  const errorText = useErrorText();
  const editText = useEditText(nameOf);
  const [date, setDate] = useState(defaultDate);
  const [a, setA] = useState(firstId ?? "");
  const [b, setB] = useState("");
  const [choice, setChoice] = useState<{ remote: boolean; hoursPerWeek: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ErrorBody | null>(null);
  const valid = dateIsValid(date, span.from, span.to);
  const members = scene.actors.filter((m) => !m.missing && (!valid || isActiveOn(m, date)));
  const current = a && b ? pairSettingOn(scene.interactions, scene.settings.defaultInteraction, a, b, valid ? date : span.to) : null;
  const value = choice ?? current ?? scene.settings.defaultInteraction;
  const outcome = a && b && valid ? applyEdit(scene, { kind: "interaction", a, b, date, ...value }, new Date().toISOString()) : null;
  const warnings = outcome?.ok && outcome.changed ? hoursWarnings(outcome.patch, scene.lifespan, scene.settings.defaultInteraction, date) : [];
  const hoursText = (h: number) => (h === NO_INTERACTION ? t("noContact") : settings("hoursValue", { hours: h }));

  async function confirm() {
    if (!outcome?.ok || !outcome.changed) return;
    setBusy(true);
    setServerError(await onCommit(outcome.patch));
    setBusy(false);
  }

  const select = (id: string, label: string, selected: string, onChange: (v: string) => void, other: string) => (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium text-ink">
      {label}
      <select id={id} className="h-10 rounded-lg border border-line bg-white px-2 text-sm font-normal" value={selected} onChange={(e) => { onChange(e.target.value); setChoice(null); }}>
        <option value="">{t("choose")}</option>
        {members.filter((m) => m.profileId !== other).map((m) => (
          <option key={m.profileId} value={m.profileId}>{nameOf(m.profileId)}</option>
        ))}
      </select>
    </label>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("title")} description={t("text")} closeLabel={common("close")}>
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {select("interaction-a", t("first"), a, setA, b)}
          {select("interaction-b", t("second"), b, setB, a)}
        </div>
        <DateField id="interaction-date" label={t("from")} value={date} onChange={(d) => { setDate(d); setChoice(null); }} min={span.from} max={span.to} />
        {current ? <p className="text-sm text-muted">{t("current", { mode: current.remote ? settings("remote") : settings("office"), hours: hoursText(current.hoursPerWeek) })}</p> : null}
        <fieldset className="flex flex-col gap-2" disabled={!a || !b}>
          <legend className="text-sm font-medium text-ink">{settings("mode")}</legend>
          <ModeChoice name="pair-mode" remote={value.remote} onChange={(remote) => setChoice({ ...value, remote })} />
          <label className="flex flex-col gap-1 text-sm text-ink">
            {settings("hours")}
            <select className="h-10 rounded-lg border border-line bg-white px-2 text-sm" value={value.hoursPerWeek} onChange={(e) => setChoice({ ...value, hoursPerWeek: Number(e.target.value) })} data-testid="pair-hours">
              {HOURS.map((h) => (
                <option key={h} value={h}>{hoursText(h)}</option>
              ))}
            </select>
          </label>
        </fieldset>
        {warnings.length ? (
          <Alert tone="warning" title={t("overLimitTitle", { limit: WEEKLY_HOURS_LIMIT })}>
            <ul className="list-disc pl-4">
              {warnings.map((w) => (
                <li key={w.actor}>{t("overLimit", { name: nameOf(w.actor), hours: w.value, date: format.dateTime(new Date(dayStartMsOrNaN(w.date)), { dateStyle: "medium" }) })}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {outcome && !outcome.ok ? <Alert tone="error">{editText.error(outcome.error, a)}</Alert> : null}
        {serverError ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{common("cancel")}</Button>
          <Button busy={busy} disabled={!outcome?.ok || !outcome.changed} onClick={confirm} data-testid="interaction-confirm">{common("save")}</Button>
        </div>
      </div>
    </Dialog>
  );
}
