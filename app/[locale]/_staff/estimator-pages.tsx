import "server-only";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EstimatorGrading } from "@/components/estimator/estimator-grading";
import { BigFiveBars } from "@/components/profiles/big-five-bars";
import { ProfileAnswers } from "@/components/profiles/profile-answers";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { isAppError } from "@/lib/server/http/app-error";
import { getAssignedProfile } from "@/lib/server/services/estimates/estimator-work";
import { answerGroupsFor } from "./answers";

/** /estimator/profiles/{id}: an assigned profile (anything else is not found). */
export async function EstimatorProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession("estimator", "/estimator/login");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  let profile;
  try {
    profile = await getAssignedProfile(await getDb(), session, id);
  } catch (error) {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  }
  const t = await getTranslations("estimator");
  const p = await getTranslations("profile");
  const groups = await answerGroupsFor(profile.questionnaire, profile.answers);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <Link href="/estimator" className="flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div className="flex items-center gap-4">
        <ProfileAvatar avatarName={profile.avatarName} firstName={profile.firstName} lastName={profile.lastName} size={64} />
        <div>
          <h1 className="text-2xl font-semibold text-ink">{profile.firstName} {profile.lastName}</h1>
          <p className="text-sm text-muted">{[profile.position, profile.age !== null ? `${p("age")}: ${profile.age}` : null].filter(Boolean).join(" · ")}</p>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col gap-5">
          {profile.bigFive ? (
            <Card>
              <h2 className="mb-3 font-semibold text-ink">{p("personality")}</h2>
              <BigFiveBars bigFive={profile.bigFive} />
            </Card>
          ) : null}
          {groups ? <ProfileAnswers groups={groups} /> : null}
        </div>
        <EstimatorGrading profile={profile} />
      </div>
    </div>
  );
}
