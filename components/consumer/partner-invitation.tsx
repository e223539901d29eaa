"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { QuestionnaireForm, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { partnerDraftKey } from "@/lib/client/draft-key";
import { useErrorText } from "@/lib/client/use-error-text";
import type { InvitationDto } from "@/lib/contracts/consumer";
import { consumerEndpoints } from "@/lib/contracts/endpoint-table/consumer";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";

/** The invited partner answers the 30 items about themselves; the couple's result is then computed from both. */
export function PartnerInvitation({ token, invitation, definition, today }: { token: string; /** Who invites whom, read by the page on the server; null when the link does not work. */ invitation: InvitationDto | null; /** The partner's part of the couple questionnaire (`invitationPart`), cut by the page; sent only while the invitation is open. */ definition: QuestionnaireDefinition | null; today: string }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
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

  const heading = <h1 className="text-2xl font-bold text-ink">{t("invitationTitle")}</h1>;
  if (!invitation || invitation.answered || done || !definition) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        {invitation ? (
          <Alert tone="success" title={t("invitationThanksTitle")}>
            {t("invitationThanks", { name: invitation.firstName })}
          </Alert>
        ) : (
          <Alert tone="error">{t("invitationNotFound")}</Alert>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="partner-invitation">
      {heading}
      <p className="text-muted">{t("invitationText", { name: invitation.firstName })}</p>
      <QuestionnaireForm definition={definition} today={today} draftKey={partnerDraftKey(token)} initial={{ personal: { firstName: invitation.partnerFirstName } }} onSubmit={submit} submitLabel={t("invitationSend")} tone="love" />
    </div>
  );
}
