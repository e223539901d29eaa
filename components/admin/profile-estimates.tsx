import { useFormatter, useTranslations } from "next-intl";
import { GradeChips } from "@/components/profiles/grade-chips";
import { Card } from "@/components/ui/card";
import { LEVELS, gradesOf } from "@/lib/client/admin-profile";
import type { AdminProfileDetailDto } from "@/lib/contracts/admin";
import { StatusBadge } from "./status-badge";

type Estimate = AdminProfileDetailDto["estimates"][number];

const ESTIMATE_TONES = { none: "grey", read: "blue", write: "green" } as const;
const SKIP_TONES = { normal: "amber", suspicious: "red" } as const;

function Precise({ value }: { value: Estimate["gradePrecise"] }) {
  const parts = LEVELS.filter((l) => typeof value[l] === "number").map((l) => `${l} ${value[l]}`);
  return parts.length ? <span className="tabular-nums">{parts.join(" · ")}</span> : <span className="text-muted">—</span>;
}

/** Each estimator's grades, precise grades, comment and states on this profile. */
export function ProfileEstimates({ estimates }: { estimates: AdminProfileDetailDto["estimates"] }) {
  const t = useTranslations("admin.profile");
  const format = useFormatter();
  return (
    <Card padding="md" data-testid="admin-estimates">
      <h2 className="mb-3 font-semibold text-ink">{t("estimates")}</h2>
      {estimates.length === 0 ? <p className="text-sm text-muted">{t("noEstimates")}</p> : null}
      <ul className="flex flex-col divide-y divide-line">
        {estimates.map((e) => {
          const estimateStatus = e.estimateStatus in ESTIMATE_TONES ? (e.estimateStatus as keyof typeof ESTIMATE_TONES) : "none";
          const skip = e.skipStatus in SKIP_TONES ? (e.skipStatus as keyof typeof SKIP_TONES) : null;
          return (
            <li key={e.estimatorId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">{e.estimatorName}</span>
                <StatusBadge tone={ESTIMATE_TONES[estimateStatus]}>{t(`estimateStatus.${estimateStatus}`)}</StatusBadge>
                {skip ? <StatusBadge tone={SKIP_TONES[skip]}>{t(`skipStatus.${skip}`)}</StatusBadge> : null}
                <span className="ml-auto text-xs text-muted">{format.dateTime(new Date(e.updatedAt), { dateStyle: "medium", timeStyle: "short" })}</span>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-muted">{t("grade")}</dt>
                <dd>{gradesOf(e.grade) ? <GradeChips grades={gradesOf(e.grade)} /> : <span className="text-muted">—</span>}</dd>
                <dt className="text-muted">{t("precise")}</dt>
                <dd><Precise value={e.gradePrecise} /></dd>
                <dt className="text-muted">{t("note")}</dt>
                <dd className="whitespace-pre-line break-words text-ink">{e.note || <span className="text-muted">—</span>}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
