"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { QuestionnaireForm, type QuestionnaireProgress, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PROFILE_DRAFT_KEY } from "@/lib/client/draft-key";
import { rememberClaim } from "@/lib/client/profile-claim";
import { useErrorText } from "@/lib/client/use-error-text";
import type { FillerProfileDto } from "@/lib/contracts/profiles";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { appEndpoints } from "@/lib/contracts/endpoint-table/app";
import { ownerEndpoints } from "@/lib/contracts/endpoint-table/owner";

/**
 * What the page renders with (both loaded by the server): an invitation's profile, with
 * its questionnaire in the page's language (null when the link does not work), or the
 * anonymous questionnaire.
 */
export type ProfileQuestionnaireStart =
  | { mode: "invited"; invite: string; profile: FillerProfileDto | null }
  | { mode: "anonymous"; definition: QuestionnaireDefinition };

type Done = { kind: "invited"; company: string; love: boolean } | { kind: "anonymous" };

const SIGN_UP_AND_CLAIM = "/owner/first-signup?next=%2Fowner%2Fclaim";

function personalBody(result: QuestionnaireProgress | QuestionnaireResult) {
  const p = result.personal;
  const date = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : undefined);
  return {
    ...(p.firstName ? { firstName: p.firstName } : {}),
    ...(p.lastName ? { lastName: p.lastName } : {}),
    ...(date(p.birthDate) ? { birthDate: date(p.birthDate) } : {}),
  };
}

/**
 * /profile-questionnaire: with ?invite=<permalink> the invited person's profile, saved
 * on the server after every step (so it resumes in any browser) and sent once; without
 * it an anonymous profile kept as a draft in this browser, then sent or signed up for.
 */
export function ProfileQuestionnaireFlow({ start, today }: { start: ProfileQuestionnaireStart; today: string }) {
  const t = useTranslations("questionnairePages");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const router = useRouter();
  const [done, setDone] = useState<Done | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const invite = start.mode === "invited" ? start.invite : null;
  const profile = start.mode === "invited" ? start.profile : null;

  // Progress of an invited profile is saved on the server, one save after another.
  const onProgress = useCallback(
    (progress: QuestionnaireProgress) => {
      if (!invite) return;
      saving.current = saving.current.then(() =>
        callEndpoint(appEndpoints.patchAppProfileByPermalink, { params: { permalink: invite }, body: { answers: progress.answers, currentStep: progress.currentStep, ...personalBody(progress), ln: locale } }),
      );
    },
    [invite, locale],
  );

  async function submitInvited(result: QuestionnaireResult): Promise<SubmitOutcome> {
    await saving.current;
    const r = await callEndpoint(appEndpoints.patchAppProfileByPermalink, { params: { permalink: invite! }, body: { answers: result.answers, ...personalBody(result), submit: true } });
    if (!r.ok) return { ok: false, message: errorText(r.error) ?? "" };
    setDone({ kind: "invited", company: profile?.companyName ?? "", love });
    return { ok: true };
  }

  async function submitAnonymous(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const r = await callEndpoint(ownerEndpoints.postOwnerProfilesUnsecure, {
      body: { answers: result.answers, ...personalBody(result), firstName: result.personal.firstName ?? "", kind: "profile", ln: locale },
    });
    if (!r.ok) return { ok: false, message: errorText(r.error) ?? "" };
    rememberClaim(r.data.permalink);
    setDone({ kind: "anonymous" });
    return { ok: true };
  }

  // An invitation of a love-mobile owner carries the love questionnaire: its own title, text and tone.
  const love = profile?.questionnaire.kind === "love";
  const heading = <h1 className="mb-2 text-3xl font-bold text-ink">{love ? t("loveTitle") : t("profileTitle")}</h1>;

  if (start.mode === "invited" && !profile) {
    return (
      <>
        {heading}
        <Alert tone="error">{t("notFound")}</Alert>
      </>
    );
  }

  if (done) {
    // A love owner has no company name: their invitee is thanked without one.
    const sentText = done.kind === "anonymous" ? t("sentAnonymous") : done.love ? t("loveSent") : done.company ? t("sentInvited", { company: done.company }) : t("sentInvitedNoCompany");
    return (
      <>
      {heading}
      <Card className="mx-auto max-w-xl text-center" data-testid="questionnaire-sent">
        <h2 className="text-2xl font-semibold text-ink">{t("sentTitle")}</h2>
        <p className="mt-2 text-muted">{sentText}</p>
        {done.kind === "anonymous" ? (
          <Button asChild className="mt-5">
            <Link href={SIGN_UP_AND_CLAIM}>{t("createAccount")}</Link>
          </Button>
        ) : null}
      </Card>
      </>
    );
  }

  if (profile?.status === "completed") {
    return (
      <>
        {heading}
        <Alert tone="info">{t("alreadySent")}</Alert>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {heading}
      <p className="text-muted">{love ? t("loveIntro") : t("profileIntro")}</p>
      {profile?.companyName && !love ? <Alert tone="info">{t("invitedBy", { company: profile.companyName })}</Alert> : null}
      {profile ? (
        <QuestionnaireForm
          definition={profile.questionnaire.definition as QuestionnaireDefinition}
          today={today}
          initial={{ answers: profile.answers as never, currentStep: profile.currentStep, personal: { firstName: profile.firstName, lastName: profile.lastName, birthDate: profile.birthDate } }}
          lastNameRequired={profile.lastNameRequired}
          onProgress={onProgress}
          onSubmit={submitInvited}
          submitLabel={t("send")}
          tone={love ? "love" : "brand"}
        />
      ) : start.mode === "anonymous" ? (
        <QuestionnaireForm
          definition={start.definition}
          today={today}
          draftKey={PROFILE_DRAFT_KEY}
          onSubmit={submitAnonymous}
          submitLabel={t("send")}
          secondaryAction={{
            label: t("signUp"),
            onClick: (result) =>
              void submitAnonymous(result).then((outcome) => {
                if (outcome.ok) router.push(SIGN_UP_AND_CLAIM);
              }),
          }}
        />
      ) : null}
    </div>
  );
}
