"use client";

import { GitCompare } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { addToCompare, compareIds } from "@/lib/client/estimator-list";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { EstimatorProfileDetailDto, EstimatorProfileItemDto } from "@/lib/contracts/estimators";
import { GRADES } from "@/lib/contracts/profiles";

const LEVELS = ["K", "P", "L"] as const;

/** The estimator's work on one profile: main and detailed grades, a comment, postpone / suspicious, compare. */
export function EstimatorGrading({ profile }: { profile: EstimatorProfileDetailDto }) {
  const t = useTranslations("estimator");
  const grades = useTranslations("grades");
  const errorText = useErrorText();
  const router = useRouter();
  const [state, setState] = useState<EstimatorProfileItemDto>(profile);
  const [grade, setGrade] = useState(profile.grade);
  const [precise, setPrecise] = useState<Record<string, string>>(Object.fromEntries(LEVELS.map((l) => [l, profile.gradePrecise[l]?.toString() ?? ""])));
  const [note, setNote] = useState(profile.note);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<ErrorBody | null>(null);
  const marked = useRef(false);

  // Opening a profile marks it read (the GET that loaded it changed nothing).
  useEffect(() => {
    if (marked.current || profile.estimateStatus !== "none") return;
    marked.current = true;
    void api<EstimatorProfileItemDto>(`/estimator/profiles/${profile._id}`, { method: "PATCH", body: { read: true }, signedIn: true }).then((r) => r.ok && setState(r.data));
  }, [profile._id, profile.estimateStatus]);

  async function send<T extends EstimatorProfileItemDto>(path: string, method: "PUT" | "PATCH", body: unknown, label: string) {
    setError(null);
    setSaved(null);
    const result = await api<T>(path, { method, body, signedIn: true });
    if (!result.ok) return setError(result.error);
    setState(result.data);
    setSaved(label);
  }

  return (
    <div className="flex flex-col gap-4">
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {saved ? <Alert tone="success">{t("saved")}: {saved}</Alert> : null}
      <Card>
        <h2 className="font-semibold text-ink">{t("mainGrade")}</h2>
        <p className="mb-3 text-xs text-muted">{t("mainGradeHint")}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <label key={level} className="flex flex-col gap-1 text-sm text-ink">
              {t(`gradeLevels.${level}`)}
              <select className="h-10 rounded-lg border border-line bg-white px-2" value={grade[level] ?? ""} onChange={(e) => setGrade({ ...grade, [level]: e.target.value || null })}>
                <option value="">{t("notSet")}</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>{grades(g)}</option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <Button className="mt-3" onClick={() => void send(`/estimator/profiles/${profile._id}/rate`, "PUT", { score: grade }, t("mainGrade"))}>{t("saveGrade")}</Button>
      </Card>
      <Card>
        <h2 className="font-semibold text-ink">{t("preciseGrade")}</h2>
        <p className="mb-3 text-xs text-muted">{t("preciseGradeHint")}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <label key={level} className="flex flex-col gap-1 text-sm text-ink">
              {t(`gradeLevels.${level}`)}
              <Input type="number" min={0} max={100} step={0.5} value={precise[level]} onChange={(e) => setPrecise({ ...precise, [level]: e.target.value })} />
            </label>
          ))}
        </div>
        <Button
          className="mt-3"
          variant="secondary"
          onClick={() => void send(`/estimator/profiles/${profile._id}/rate-precise`, "PUT", { score: Object.fromEntries(LEVELS.map((l) => [l, precise[l] === "" ? null : Number(precise[l])])) }, t("preciseGrade"))}
        >
          {t("savePrecise")}
        </Button>
      </Card>
      <Card>
        <label htmlFor="estimator-note" className="font-semibold text-ink">{t("note")}</label>
        <Textarea id="estimator-note" className="mt-2" value={note} onChange={(e) => setNote(e.target.value)} maxLength={5000} />
        <Button className="mt-3" variant="secondary" onClick={() => void send(`/estimator/notes/${profile._id}`, "PATCH", { content: note }, t("note"))}>{t("saveNote")}</Button>
      </Card>
      <div className="flex flex-wrap gap-2">
        {state.skipStatus === "none" ? (
          <>
            <Button variant="secondary" onClick={() => void send(`/estimator/profiles/${profile._id}`, "PATCH", { skipStatus: "normal" }, t("postpone"))}>{t("postpone")}</Button>
            <Button variant="danger" onClick={() => void send(`/estimator/profiles/${profile._id}`, "PATCH", { skipStatus: "suspicious" }, t("suspect"))}>{t("suspect")}</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => void send(`/estimator/profiles/${profile._id}`, "PATCH", { skipStatus: "none" }, t("clearSkip"))}>{t("clearSkip")}</Button>
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
