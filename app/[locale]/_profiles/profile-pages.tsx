import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { ProfileActions } from "@/components/profiles/profile-actions";
import { ProfileDetail } from "@/components/profiles/profile-detail";
import { getPageSession, requirePageSession } from "@/lib/server/auth/page-session";
import { can } from "@/lib/server/auth/policy";
import { isAppError } from "@/lib/server/http/app-error";
import { linkBaseFor } from "@/lib/server/http/link-base";
import { getProfile } from "@/lib/server/services/profiles/manage-profiles";
import { sharedCard, sharedProfileForOwner } from "@/lib/server/services/profiles/share-profiles";
import { SharedProfileCard } from "@/components/profiles/shared-profile-card";
import type { SharedProfileDto } from "@/lib/contracts/profiles";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { ProfileAnswers } from "@/components/profiles/profile-answers";
import { buildPreview } from "@/components/questionnaire/preview-model";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import type { Answers } from "@/lib/questionnaire";
import { questionnaireVersionById, shortDefinition } from "@/lib/server/services/profiles/questionnaire-versions";

// The profile pages of the owner areas (desktop, owner-mobile, love-mobile) share these
// bodies; the list's is in profile-list-page.tsx.

export type OwnerAreaBase = "/owner" | "/owner-mobile" | "/love-mobile";

export async function ProfilePage({ base, params }: { base: OwnerAreaBase; params: Promise<{ id: string }> }) {
  const session = await requirePageSession("owner", `${base}/login`);
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  let profile;
  try {
    profile = await getProfile(await getDb(), session, id, { linkBase: linkBaseFor(await headers()) });
  } catch (error) {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  }
  const groups = profile.answers && profile.questionnaire && profile.status === "completed" ? await answerGroups(profile.questionnaire._id, profile.isShort, profile.answers) : null;
  return (
    <ProfileDetail
      profile={profile}
      base={base}
      actions={<ProfileActions profile={profile} base={base} canManage={can(session, "profile.update")} />}
      answers={groups ? <ProfileAnswers groups={groups} /> : undefined}
    />
  );
}

async function answerGroups(questionnaireId: string, isShort: boolean, answers: Record<string, unknown>) {
  const stored = await questionnaireVersionById(await getDb(), questionnaireId);
  const definition = isShort ? shortDefinition(stored.definition) : stored.definition;
  return buildPreview(definition, answers as Answers, questionnaireLocale(await getLocale()));
}

/** /owner/link/{sharelink} and /owner-mobile/link/{sharelink}: open without an account. */
export async function SharedLinkPage({ base, params }: { base: OwnerAreaBase; params: Promise<{ sharelink: string }> }) {
  const { sharelink } = await params;
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(sharelink)) notFound();
  const db = await getDb();
  const session = await getPageSession("owner");
  let card: SharedProfileDto;
  try {
    card = session ? await sharedProfileForOwner(db, session, sharelink) : await sharedCard(db, sharelink);
  } catch (error) {
    // notFound() rather than a message page, so a dead link answers with status 404 (link/[sharelink]/not-found.tsx).
    if (isAppError(error) && (error.status === 404 || error.status === 410)) notFound();
    throw error;
  }
  return (
    <main className="min-h-dvh bg-surface px-4 py-10">
      <SharedProfileCard card={card} link={sharelink} base={base} signedIn={Boolean(session)} unverifiedEmail={session && !can(session, "sharedProfile.attach") ? session.account.email : null} />
    </main>
  );
}
