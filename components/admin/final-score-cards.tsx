"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LEVELS, gradeBody, gradeInputs, scoreSource, type GradeInputs, type GradeScoreBody, type Level } from "@/lib/client/admin-profile";
import { preciseBody, preciseInputs, type PreciseInputs, type PreciseScoreBody } from "@/lib/client/precise-score";
import { PreciseScoreInputs } from "@/components/scores/precise-score-inputs";
import type { AdminProfileDetailDto } from "@/lib/contracts/admin";
import { GRADES, type Grade } from "@/lib/contracts/profiles";
import { StatusBadge } from "./status-badge";
import { Term } from "@/components/glossary/term";

/** A change of the final score: set or reset the grades, set or reset the precise values. */
export type ScoreChange = { kind: "grades"; body: GradeScoreBody } | { kind: "precise"; body: PreciseScoreBody } | { kind: "resetGrades" } | { kind: "resetPrecise" };
export type ScoreRequest = (change: ScoreChange) => Promise<boolean>;

function SourceBadge({ source }: { source: "overridden" | "computed" | "none" }) {
  const t = useTranslations("admin.profile");
  const label = source === "overridden" ? t("overridden") : source === "computed" ? t("computed") : t("notSet");
  return <StatusBadge tone={source === "overridden" ? "amber" : source === "computed" ? "blue" : "grey"} testId="score-source">{label}</StatusBadge>;
}

function ScoreCard({ title, hint, source, testId, children }: { title: string; hint: string; source: "overridden" | "computed" | "none"; testId: string; children: ReactNode }) {
  return (
    <Card padding="md" className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">{title}</h2>
        <SourceBadge source={source} />
      </div>
      <p className="text-xs text-muted">{hint}</p>
      {children}
    </Card>
  );
}

/** The final K / P / L grades: computed from the estimators, or set here (an override until deleted). */
export function FinalScoreCard({ profile, request }: { profile: AdminProfileDetailDto; request: ScoreRequest }) {
  const t = useTranslations("admin.profile");
  const levels = useTranslations("profile.gradeNames");
  const grades = useTranslations("grades");
  const [inputs, setInputs] = useState<GradeInputs>(gradeInputs(profile.finalScore));
  const [busy, setBusy] = useState<"save" | "delete" | null>(null);
  async function run(kind: "save" | "delete") {
    setBusy(kind);
    await request(kind === "save" ? { kind: "grades", body: gradeBody(inputs) } : { kind: "resetGrades" });
    setBusy(null);
  }
  return (
    <ScoreCard title={t("finalScore")} hint={t("finalScoreHint")} source={scoreSource(profile.finalScoreOverride, profile.finalScore)} testId="final-score">
      <div className="grid gap-3 sm:grid-cols-3">
        {LEVELS.map((level) => (
          <div key={level} className="flex flex-col gap-1">
            <span className="flex items-center gap-1">
              <label htmlFor={`final-${level}`} className="text-sm text-ink">{levels(level)} ({level})</label>
              <Term name={level} icon />
            </span>
            <select id={`final-${level}`} className="h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink" value={inputs[level]} onChange={(e) => setInputs({ ...inputs, [level]: e.target.value as Grade | "" })}>
              <option value="">{t("notSet")}</option>
              {GRADES.map((g) => (
                <option key={g} value={g}>{grades(g)}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" busy={busy === "save"} disabled={busy !== null} onClick={() => void run("save")}>{t("save")}</Button>
        {profile.finalScoreOverride ? (
          <Button size="sm" variant="secondary" busy={busy === "delete"} disabled={busy !== null} onClick={() => void run("delete")}>{t("deleteOverride")}</Button>
        ) : null}
      </div>
    </ScoreCard>
  );
}

/** The precise final score (0..100 per level), with the same override rules. */
export function PreciseScoreCard({ profile, request }: { profile: AdminProfileDetailDto; request: ScoreRequest }) {
  const t = useTranslations("admin.profile");
  const levels = useTranslations("profile.gradeNames");
  const [inputs, setInputs] = useState<PreciseInputs>(preciseInputs(profile.finalScorePrecise));
  const [invalid, setInvalid] = useState<Level[]>([]);
  const [busy, setBusy] = useState<"save" | "delete" | null>(null);
  async function save() {
    const checked = preciseBody(inputs);
    if (!checked.ok) return setInvalid(checked.invalid);
    setInvalid([]);
    setBusy("save");
    await request({ kind: "precise", body: checked.body });
    setBusy(null);
  }
  async function clear() {
    setBusy("delete");
    await request({ kind: "resetPrecise" });
    setBusy(null);
  }
  return (
    <ScoreCard title={t("finalScorePrecise")} hint={t("preciseHint")} source={scoreSource(profile.finalScorePreciseOverride, profile.finalScorePrecise)} testId="final-score-precise">
      <PreciseScoreInputs idPrefix="precise" inputs={inputs} invalid={invalid} labelOf={(level) => `${levels(level)} (${level})`} rangeError={t("preciseRange")} onChange={setInputs} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" busy={busy === "save"} disabled={busy !== null} onClick={() => void save()}>{t("save")}</Button>
        {profile.finalScorePreciseOverride ? (
          <Button size="sm" variant="secondary" busy={busy === "delete"} disabled={busy !== null} onClick={() => void clear()}>{t("deleteOverride")}</Button>
        ) : null}
      </div>
    </ScoreCard>
  );
}
