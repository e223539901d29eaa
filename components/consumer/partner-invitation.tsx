"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { QuestionnaireForm, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useErrorText } from "@/lib/client/use-error-text";
import type { InvitationDto } from "@/lib/contracts/consumer";
import { consumerEndpoints } from "@/lib/contracts/endpoint-table/consumer";
import { invitationPart } from "@/lib/questionnaire/couple-modes";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";

/** The invited partner answers the 30 items about themselves; the couple's result is then computed from both. */
export function PartnerInvitation({ token, invitation, definition: base, today }: { token: string; /** Who invites whom, read by the page on the server; null when the link does not work. */ invitation: InvitationDto | null; definition: QuestionnaireDefinition; today: string }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const definition = useMemo(() => invitationPart(base), [base]);
  const [done, setDone] = useState(false);

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const birth = typeof result.personal.birthDate === "string" && result.personal.birthDate ? result.personal.birthDate.slice(0, 10) : undefined;
    const r = await callEndpoint(consumerEndpoints.postOwnerCompatibilityInvitationByToken, {
      params: { token },
      body: { answers: result.answers, firstName: result.personal.firstName ?? "", ...(birth ? { birthDate: birth } : {}), ln: locale },
    });
    if (!r.ok) return { ok: false, message: errorText(r.error) ?? t("saveFailed") };
    setDone(true);
    return { ok: true };
  }

  if (!invitation) return <Alert tone="error">{t("invitationNotFound")}</Alert>;
  const { firstName, partnerFirstName, answered } = invitation;
  if (answered || done) {
    return <Alert tone="success" title={t("invitationThanksTitle")}>{t("invitationThanks", { name: firstName })}</Alert>;
  }
  return (
    <div className="flex flex-col gap-4" data-testid="partner-invitation">
      <h1 className="text-2xl font-bold text-ink">{t("invitationTitle")}</h1>
      <p className="text-muted">{t("invitationText", { name: firstName })}</p>
      <QuestionnaireForm definition={definition} today={today} draftKey={`invitation-${token}`} initial={{ personal: { firstName: partnerFirstName } }} onSubmit={submit} submitLabel={t("invitationSend")} tone="love" />
    </div>
  );
}
