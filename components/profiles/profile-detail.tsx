import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ExpertiseGate } from "@/components/billing/expertise-gate";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import type { ProfileDetailDto } from "@/lib/contracts/profiles";
import { BigFiveBars } from "./big-five-bars";
import { CopyField } from "./copy-field";
import { PredictedGrades } from "./predicted-grades";
import { ProfileAvatar } from "./profile-avatar";
import { Term } from "@/components/glossary/term";

/** A final score with at least one grade (an empty one is the same as none). */
const hasFinalScore = (profile: ProfileDetailDto): boolean => Boolean(profile.finalScore && (profile.finalScore.K || profile.finalScore.P || profile.finalScore.L));

/** One profile as its owner (or an owner it was shared with) sees it. */
export function ProfileDetail({ profile, base, actions, answers }: { profile: ProfileDetailDto; base: string; actions: ReactNode; answers?: ReactNode }) {
  const t = useTranslations("profile");
  const list = useTranslations("profiles");
  const grades = useTranslations("grades");
  const format = useFormatter();
  const rows: Array<[string, string | null]> = [
    [t("position"), profile.position],
    [t("email"), profile.email],
    [t("phone"), profile.phone],
    [t("age"), profile.age !== null ? String(profile.age) : null],
    [t("gender"), profile.gender ? t(`genderValue.${profile.gender}`) : null],
    [t("experience"), profile.experienceYears !== null ? t("experienceYears", { years: profile.experienceYears }) : null],
    [t("created"), format.dateTime(new Date(profile.createdAt), { dateStyle: "medium" })],
    [t("completed"), profile.completedAt ? format.dateTime(new Date(profile.completedAt), { dateStyle: "medium" }) : null],
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <Link href={`${base}/profiles`} className="flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <ProfileAvatar avatarName={profile.avatarName} firstName={profile.firstName} lastName={profile.lastName} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold text-ink">{profile.firstName} {profile.lastName}</h1>
          <p className="flex flex-wrap gap-2 text-sm text-muted">
            <span data-testid="profile-status">{list(`statusLabel.${profile.status}`)}</span>
            {profile.shared ? <span>· {list("sharedBadge")}</span> : null}
            {profile.isShort ? <span>· {list("shortBadge")}</span> : null}
            {profile.hideDetails ? <span>· {list("hiddenBadge")}</span> : null}
          </p>
        </div>
      </div>
      {profile.shared ? <Alert tone="info">{profile.detailsHidden ? t("hiddenForYou") : t("sharedFrom")}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-5">
          <Card>
            <h2 className="mb-3 font-semibold text-ink">{t("details")}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {rows.filter(([, v]) => v).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 border-t border-line pt-4">{actions}</div>
          </Card>
          {profile.invitationUrl ? (
            <Card>
              <h2 className="mb-1 font-semibold text-ink">{t("invitation")}</h2>
              <p className="mb-3 text-sm text-muted">{t("invitationHint")}</p>
              <CopyField value={profile.invitationUrl} />
            </Card>
          ) : null}
          <Card>
            <h2 className="mb-3 font-semibold text-ink">{t("grades")}</h2>
            <ExpertiseGate hint={grades("paidOnly")}>
            {hasFinalScore(profile) ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {(["K", "P", "L"] as const).map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-muted"><Term name={key}>{t(`gradeNames.${key}`)}</Term></dt>
                    <dd className="font-medium text-ink" data-testid={`grade-${key}`}>{profile.finalScore![key] ? grades(profile.finalScore![key]!) : "—"}</dd>
                  </div>
                ))}
              </dl>
            ) : profile.status === "completed" ? (
              <PredictedGrades profileId={profile._id} fallback={t("gradesNone")} />
            ) : (
              <p className="text-sm text-muted">{t("gradesNone")}</p>
            )}
            </ExpertiseGate>
          </Card>
        </div>
        <div className="flex flex-col gap-5">
          <Card>
            <h2 className="mb-1 font-semibold text-ink">{t("personality")}</h2>
            <p className="mb-4 text-xs text-muted">{t("personalityNote")}</p>
            {profile.bigFive ? <BigFiveBars bigFive={profile.bigFive} /> : <p className="text-sm text-muted">{profile.detailsHidden ? t("hiddenForYou") : t("notFilled")}</p>}
          </Card>
          {answers}
        </div>
      </div>
    </div>
  );
}
