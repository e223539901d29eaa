"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { QuestionnaireForm, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { queryErrorBody, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";

const day = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : undefined);

/**
 * Love-mobile's "fill it in yourself": the love questionnaire (kind "love": first name and
 * birth date, the 30 personality items, the ten love topics) in the love tone, saved with
 * POST /owner/profiles/love; then the new profile's page in love-mobile greets the owner.
 */
export function LoveProfileForm({ today, initialName }: { today: string; initialName: { firstName: string; lastName: string } }) {
  const t = useTranslations("loveProfiles");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const router = useRouter();
  // Loaded once: the form keeps the answers from here on, so the page never refetches under it.
  const questionnaire = useEndpointQuery(endpoints.getOwnerQuestionnaire, { query: { kind: "love" } }, { staleTime: Infinity, refetchOnReconnect: false });
  const save = useEndpointMutation(endpoints.postOwnerProfilesLove, { invalidates: [endpoints.getOwnerProfiles] });
  const loadError = queryErrorBody(questionnaire);

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const p = result.personal;
    const saved = await save.send({
      body: {
        answers: result.answers,
        firstName: p.firstName ?? "",
        ...(p.lastName ? { lastName: p.lastName } : {}),
        ...(day(p.birthDate) ? { birthDate: day(p.birthDate) } : {}),
        ln: locale,
      },
    });
    if (!saved.ok) return { ok: false, message: errorText(saved.error) ?? "" };
    router.push(`/love-mobile/profiles/${saved.data._id}?created=1`);
    return { ok: true };
  }

  if (loadError) return <Alert tone="error">{errorText(loadError)}</Alert>;
  if (!questionnaire.data) return <Spinner label={t("newTitle")} />;
  return (
    <QuestionnaireForm
      definition={questionnaire.data.definition}
      today={today}
      tone="love"
      initial={{ personal: initialName }}
      onSubmit={submit}
      submitLabel={t("save")}
      busy={save.pending}
    />
  );
}
