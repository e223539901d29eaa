import "server-only";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { ProfileAdminPanel } from "@/components/admin/profile-admin-panel";
import { ProfileEstimates } from "@/components/admin/profile-estimates";
import { QuestionnaireDetail } from "@/components/admin/questionnaire-detail";
import { BigFiveBars } from "@/components/profiles/big-five-bars";
import { ProfileAnswers } from "@/components/profiles/profile-answers";
import { ProfileAvatar } from "@/components/profiles/profile-avatar";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { getPageSession, requirePageSession } from "@/lib/server/auth/page-session";
import { isAppError } from "@/lib/server/http/app-error";
import { getProfileForAdmin } from "@/lib/server/services/admin/admin-profiles";
import { getQuestionnaire } from "@/lib/server/services/admin/admin-questionnaires";
import { answerGroupsFor } from "./answers";
import { isUuid } from "@/lib/contracts/ids";

const LOGIN = "/administrator/login";

/** A record by id for the page and its title (one lookup per request); null when there is none. */
async function orNull<T>(id: string, load: (id: string) => Promise<T>): Promise<T | null> {
  if (!isUuid(id)) return null;
  try {
    return await load(id);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

const adminProfile = cache(async (id: string) => orNull(id, async (x) => getProfileForAdmin(await getDb(), x)));
const adminQuestionnaire = cache(async (id: string) => orNull(id, async (x) => getQuestionnaire(await getDb(), x)));

/** The tab title of a detail page: the record's name, shown only to a signed-in administrator. */
export async function adminProfileMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  if (!(await getPageSession("administrator"))) return pageMetadata("adminProfile");
  const profile = await adminProfile((await params).id);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : "";
  return pageMetadata("adminProfile", name ? { title: name } : {});
}

export async function adminQuestionnaireMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  if (!(await getPageSession("administrator"))) return pageMetadata("adminQuestionnaire");
  const questionnaire = await adminQuestionnaire((await params).id);
  return pageMetadata("adminQuestionnaire", questionnaire ? { title: `${questionnaire.name} v${questionnaire.version}` } : {});
}

function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

/** /administrator/profiles/{id}: any profile (deleted ones too); an unknown id is not found. */
export async function AdminProfilePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession("administrator", LOGIN);
  const profile = await adminProfile((await params).id);
  if (!profile) notFound();
  const t = await getTranslations("admin.profile");
  const p = await getTranslations("profile");
  const format = await getFormatter();
  const groups = profile.status !== "empty" ? await answerGroupsFor(profile.questionnaire, profile.answers) : null;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const facts: Array<[string, string]> = [
    [t("owner"), profile.owner ? [profile.owner.companyName, profile.owner.email].filter(Boolean).join(" · ") : t("noOwner")],
    [p("position"), profile.position ?? "—"],
    [p("age"), profile.age !== null ? String(profile.age) : "—"],
    [p("gender"), profile.gender ? p(`genderValue.${profile.gender}`) : "—"],
    [p("created"), format.dateTime(new Date(profile.createdAt), { dateStyle: "medium", timeStyle: "short" })],
    [p("completed"), profile.completedAt ? format.dateTime(new Date(profile.completedAt), { dateStyle: "medium", timeStyle: "short" }) : "—"],
    [t("questionnaire"), profile.questionnaire ? t("questionnaireVersion", { version: profile.questionnaire.version, short: profile.questionnaire.short ? "yes" : "no" }) : "—"],
  ];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <BackLink href="/administrator/profiles">{t("back")}</BackLink>
      <div className="flex items-center gap-4">
        <ProfileAvatar avatarName={profile.avatarName} firstName={profile.firstName} lastName={profile.lastName} size={56} />
        <h1 className="min-w-0 break-words text-2xl font-semibold text-ink">{name || "—"}</h1>
      </div>
      <Card padding="md">
        <h2 className="sr-only">{p("details")}</h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_1fr]">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileAdminPanel initial={profile} />
          <ProfileEstimates estimates={profile.estimates} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <Card padding="md">
            <h2 className="mb-3 font-semibold text-ink">{p("personality")}</h2>
            {profile.bigFive ? <BigFiveBars bigFive={profile.bigFive} /> : <p className="text-sm text-muted">{p("notFilled")}</p>}
          </Card>
          {groups ? <ProfileAnswers groups={groups} /> : null}
        </div>
      </div>
    </div>
  );
}

/** /administrator/questionnaires/{id}: a version's details, steps and its JSON (read-only). */
export async function AdminQuestionnairePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession("administrator", LOGIN);
  const questionnaire = await adminQuestionnaire((await params).id);
  if (!questionnaire) notFound();
  const t = await getTranslations("admin.questionnaires");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackLink href="/administrator/questionnaires">{t("back")}</BackLink>
      <QuestionnaireDetail questionnaire={questionnaire} locale={questionnaireLocale(await getLocale())} />
    </div>
  );
}
