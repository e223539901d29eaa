import "server-only";
import { getLocale } from "next-intl/server";
import type { ProfileQuestionnaireStart } from "@/components/questionnaire-pages/profile-questionnaire-flow";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { getDb } from "@/db/client";
import { PermalinkParam } from "@/lib/contracts/profiles";
import { inOneLanguage, type QuestionnaireDefinition } from "@/lib/questionnaire";
import { unlessMissing } from "@/lib/server/http/app-error";
import { getFillerProfile } from "@/lib/server/services/profiles/fill-profile";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";

/**
 * What /profile-questionnaire and /love-mobile/invitation render with, so nothing is
 * fetched after hydration: without an invitation the current profile questionnaire; with
 * one its profile (its own questionnaire version and the answers saved so far, so it
 * resumes in any browser), or null when the permalink is malformed or unknown. The
 * questionnaire holds the page's language only (a language switch reloads the page).
 */
export async function profileQuestionnaireStart(invite: string | string[] | undefined): Promise<ProfileQuestionnaireStart> {
  const db = await getDb();
  const locale = questionnaireLocale(await getLocale());
  const oneLanguage = (definition: QuestionnaireDefinition) => inOneLanguage(definition, locale);
  if (typeof invite !== "string") return { mode: "anonymous", definition: oneLanguage((await currentQuestionnaire(db, "profile", false)).definition) };
  const profile = PermalinkParam.safeParse({ permalink: invite }).success ? await unlessMissing(() => getFillerProfile(db, invite)) : null;
  if (!profile) return { mode: "invited", invite, profile: null };
  const definition = oneLanguage(profile.questionnaire.definition as QuestionnaireDefinition);
  return { mode: "invited", invite, profile: { ...profile, questionnaire: { ...profile.questionnaire, definition } } };
}
