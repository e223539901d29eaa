"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { QuestionnaireForm, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { LOAD_ONCE, useEndpointQuery } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import { invitationPart } from "@/lib/questionnaire/couple-modes";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";

/** The invited partner answers the 30 items about themselves; the couple's result is then computed from both. */
export function PartnerInvitation({ token, definition: base, today }: { token: string; definition: QuestionnaireDefinition; today: string }) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const invitation = useEndpointQuery(endpoints.getOwnerCompatibilityInvitationByToken, { params: { token } }, LOAD_ONCE);
  const definition = useMemo(() => invitationPart(base), [base]);
  const [done, setDone] = useState(false);

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const birth = typeof result.personal.birthDate === "string" && result.personal.birthDate ? result.personal.birthDate.slice(0, 10) : undefined;
    const r = await callEndpoint(endpoints.postOwnerCompatibilityInvitationByToken, {
      params: { token },
      body: { answers: result.answers, firstName: result.personal.firstName ?? "", ...(birth ? { birthDate: birth } : {}), ln: locale },
    });
    if (!r.ok) return { ok: false, message: errorText(r.error) ?? t("saveFailed") };
    setDone(true);
    return { ok: true };
  }

  if (invitation.error) return <Alert tone="error">{errorText(invitation.error.body) ?? t("loadFailed")}</Alert>;
  if (!invitation.data) return <Spinner label={t("loading")} />;
  const { firstName, partnerFirstName, answered } = invitation.data;
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
