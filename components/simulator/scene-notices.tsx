"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SceneDto } from "@/lib/contracts/scenes";
import type { SceneResult } from "@/lib/engine/index";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";

/** What the owner should know about this team before reading the forecast. */
export function SceneNotices({ scene, result, error, canManage, nameOf, onFix, onRetry }: {
  scene: SceneDto;
  result: SceneResult | null;
  error: ErrorBody | null;
  canManage: boolean;
  nameOf: (id: string) => string;
  onFix: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations("simulator.notices");
  const levels = useTranslations("scene.levels");
  const errorText = useErrorText();
  const format = useFormatter();
  const unfilled = scene.actors.filter((a) => !a.missing && !a.eligible);
  const missingLevels = result?.missingLevels ?? [];
  const levelNames = (id: string) => missingLevels.filter((m) => m.actor === id).map((m) => levels(m.level));
  const withLevels = [...new Set(missingLevels.map((m) => m.actor))];
  return (
    <>
      {scene.status === "broken" ? (
        <Alert tone="warning" title={t("brokenTitle")}>
          <p>{t("broken")}</p>
          {canManage ? <Button size="sm" variant="secondary" className="mt-2" onClick={onFix}>{t("fix")}</Button> : null}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error">
          <p data-testid="scene-error">{errorText(error)}</p>
          {canManage && scene.status === "intact" && error.code !== "actors_ineligible" ? <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>{t("retry")}</Button> : null}
        </Alert>
      ) : null}
      {unfilled.length ? <Alert tone="info">{t("unfilled", { names: unfilled.map((a) => nameOf(a.profileId)).join(", "), count: unfilled.length })}</Alert> : null}
      {result?.warnings.length ? (
        <Alert tone="warning" title={t("hoursTitle")}>
          <ul className="list-disc pl-4">
            {result.warnings.map((w) => (
              <li key={`${w.actor}-${w.date}`}>{t("hours", { name: nameOf(w.actor), hours: w.value, date: format.dateTime(new Date(dayStartMsOrNaN(w.date)), { dateStyle: "medium" }) })}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {withLevels.length ? (
        <details className="rounded-xl border border-line bg-white px-4 py-3 text-sm text-muted">
          <summary className="cursor-pointer text-ink">{t("levelsTitle", { count: withLevels.length })}</summary>
          <p className="mt-2">{t("levels")}</p>
          <ul className="mt-1 list-disc pl-4">
            {withLevels.map((id) => (
              <li key={id}>{`${nameOf(id)}: ${levelNames(id).join(", ")}`}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
