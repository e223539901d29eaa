"use client";

import { GitCompare } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import type { ApiResult } from "@/lib/client/api";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { addToCompare, compareIds } from "@/lib/client/estimator-list";
import { useErrorText } from "@/lib/client/use-error-text";
import { invalidLevels, preciseBody, preciseInputs, type Level, type PreciseInputs } from "@/lib/client/precise-score";
import { PreciseScoreInputs } from "@/components/scores/precise-score-inputs";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { EstimatorProfileDetailDto, EstimatorProfileItemDto } from "@/lib/contracts/estimators";
import { GRADES } from "@/lib/contracts/profiles";
import { endpoints } from "@/lib/contracts/endpoints";
import { GradingSuggestion } from "./grading-suggestion";
import { Term } from "@/components/glossary/term";

const LEVELS = ["K", "P", "L"] as const;

/** The estimator's work on one profile: main and detailed grades, a comment, postpone / suspicious, compare. */
export function EstimatorGrading({ profile }: { profile: EstimatorProfileDetailDto }) {
  const t = useTranslations("estimator");
  const grades = useTranslations("grades");
  const errorText = useErrorText();
  const router = useRouter();
  const [state, setState] = useState<EstimatorProfileItemDto>(profile);
  const [grade, setGrade] = useState(profile.grade);
  const [precise, setPrecise] = useState<PreciseInputs>(preciseInputs(profile.gradePrecise));
  const [invalidPrecise, setInvalidPrecise] = useState<Level[]>([]);
  const [note, setNote] = useState(profile.note);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);
  const marked = useRef(false);
  const input = { params: { id: profile._id } };
  // The list shows each profile's state and grades: it is stale after any change here.
  const invalidates = [endpoints.getEstimatorProfiles, endpoints.getEstimatorProfilesById];
  const rate = useEndpointMutation(endpoints.putEstimatorProfilesByIdRate, { invalidates });
  const ratePrecise = useEndpointMutation(endpoints.putEstimatorProfilesByIdRatePrecise, { invalidates });
  const saveNote = useEndpointMutation(endpoints.patchEstimatorNotesById, { invalidates });
  const patch = useEndpointMutation(endpoints.patchEstimatorProfilesById, { invalidates });
  const markRead = patch.send;

  // Opening a profile marks it read (the GET that loaded it changed nothing), once per page.
  useEffect(() => {
    if (marked.current || profile.estimateStatus !== "none") return;
    marked.current = true;
    void markRead({ params: { id: profile._id }, body: { read: true } }).then((r) => r.ok && setState(r.data));
  }, [profile._id, profile.estimateStatus, markRead]);

  async function send(label: string, call: Promise<ApiResult<EstimatorProfileItemDto>>) {
    setError(null);
    setSaved(null);
    const result = await call;
    if (!result.ok) {
      // The server's own check names the fields too (a number out of range sent by another client).
      setInvalidPrecise(invalidLevels(result.error.fields));
      return setError(result.error);
    }
    setState(result.data);
    setSaved(label);
  }

  async function savePrecise() {
    const checked = preciseBody(precise);
    if (!checked.ok) {
      setSaved(null);
      setError(null);
      return setInvalidPrecise(checked.invalid);
    }
    setInvalidPrecise([]);
    await send(t("preciseGrade"), ratePrecise.send({ ...input, body: checked.body }));
  }

  return (
    <div className="flex flex-col gap-4">
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {saved ? <Alert tone="success">{t("saved")}: {saved}</Alert> : null}
      <GradingSuggestion profileId={profile._id} />
      <Card>
        <h2 className="font-semibold text-ink">{t("mainGrade")}</h2>
        <p className="mb-3 text-xs text-muted">{t("mainGradeHint")}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <div key={level} className="flex flex-col gap-1 text-sm text-ink">
              {/* The explanation is a button, which may not sit inside a label: the label points at its select instead. */}
              <span className="flex items-center gap-1">
                <label htmlFor={`grade-${level}`}>{t(`gradeLevels.${level}`)}</label>
                <Term name={level} icon />
              </span>
              <select id={`grade-${level}`} className="h-10 rounded-lg border border-line bg-white px-2" value={grade[level] ?? ""} onChange={(e) => setGrade({ ...grade, [level]: e.target.value || null })}>
                <option value="">{t("notSet")}</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>{grades(g)}</option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <Button className="mt-3" onClick={() => void send(t("mainGrade"), rate.send({ ...input, body: { score: grade } }))}>{t("saveGrade")}</Button>
      </Card>
      <Card>
        <h2 className="font-semibold text-ink">{t("preciseGrade")}</h2>
        <p className="mb-3 text-xs text-muted">{t("preciseGradeHint")}</p>
        <PreciseScoreInputs idPrefix="estimator-precise" inputs={precise} invalid={invalidPrecise} labelOf={(level) => t(`gradeLevels.${level}`)} rangeError={t("preciseRange")} onChange={setPrecise} />
        <Button className="mt-3" variant="secondary" onClick={() => void savePrecise()}>
          {t("savePrecise")}
        </Button>
      </Card>
      <Card>
        <label htmlFor="estimator-note" className="font-semibold text-ink">{t("note")}</label>
        <Textarea id="estimator-note" className="mt-2" value={note} onChange={(e) => setNote(e.target.value)} maxLength={5000} />
        <Button className="mt-3" variant="secondary" onClick={() => void send(t("note"), saveNote.send({ ...input, body: { content: note } }))}>{t("saveNote")}</Button>
      </Card>
      <div className="flex flex-wrap gap-2">
        {state.skipStatus === "none" ? (
          <>
            <Button variant="secondary" onClick={() => void send(t("postpone"), patch.send({ ...input, body: { skipStatus: "normal" } }))}>{t("postpone")}</Button>
            <Button variant="danger" onClick={() => void send(t("suspect"), patch.send({ ...input, body: { skipStatus: "suspicious" } }))}>{t("suspect")}</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => void send(t("clearSkip"), patch.send({ ...input, body: { skipStatus: "none" } }))}>{t("clearSkip")}</Button>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            addToCompare(compareIds(), profile._id);
            router.push("/estimator/compare-profiles");
          }}
        >
          <GitCompare className="size-4" aria-hidden />
          {t("addToCompare")}
        </Button>
      </div>
      <p className="text-sm text-muted" data-testid="estimate-state">
        {t(`estimateStatus.${state.estimateStatus}`)}
        {state.skipStatus !== "none" ? ` · ${t(`skipStatus.${state.skipStatus}`)}` : ""}
      </p>
    </div>
  );
}
