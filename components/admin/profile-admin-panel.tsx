"use client";

import { CheckCircle2, Trash2, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { endpointKey, useEndpointMutation, useEndpointQuery } from "@/lib/client/endpoint-query";
import { rememberLastOpened } from "@/lib/client/admin-last-opened";
import { canApprove, canCancelApproval, canDelete } from "@/lib/client/admin-profile";
import { useErrorText } from "@/lib/client/use-error-text";
import type { AdminProfileDetailDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { FinalScoreCard, PreciseScoreCard, type ScoreRequest } from "./final-score-cards";
import { StatusBadge, toneOf } from "./status-badge";
import { endpoints } from "@/lib/contracts/endpoints";

/** The administrator's controls on one profile: status, approval, deletion and the final scores. */
export function ProfileAdminPanel({ initial }: { initial: AdminProfileDetailDto }) {
  const t = useTranslations("admin.profile");
  const statuses = useTranslations("admin.profiles.statuses");
  const common = useTranslations("admin.common");
  const errorText = useErrorText();
  const client = useQueryClient();
  const input = { params: { id: initial._id } };
  // Rendered by the server: fresh on arrival, refetched after a deletion.
  const profile = useEndpointQuery(endpoints.getAdministratorProfilesById, input, { initialData: initial }).data ?? initial;
  const show = (fresh: AdminProfileDetailDto) => client.setQueryData(endpointKey(endpoints.getAdministratorProfilesById, input), fresh);
  const approval = useEndpointMutation(endpoints.patchAdministratorProfilesById);
  const deletion = useEndpointMutation(endpoints.deleteAdministratorProfilesById, { invalidates: [endpoints.getAdministratorProfilesById, endpoints.getAdministratorProfiles] });
  const [error, setError] = useState<ErrorBody | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = approval.pending ? "approve" : deletion.pending ? "delete" : null;

  useEffect(() => rememberLastOpened("profiles", initial._id), [initial._id]);

  async function approve(approved: boolean) {
    setNotice(null);
    const result = await approval.send({ ...input, body: { approved } });
    if (!result.ok) return setError(result.error);
    setError(null);
    show(result.data);
    setNotice(approved ? t("approvedDone") : t("approvalCancelled"));
  }

  async function remove() {
    setNotice(null);
    const result = await deletion.send(input);
    setConfirmDelete(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("deletedDone"));
  }

  const request: ScoreRequest = async (change) => {
    setNotice(null);
    const result =
      change.kind === "grades"
        ? await callEndpoint(endpoints.putAdministratorProfilesByIdFinalScore, { ...input, body: change.body })
        : change.kind === "precise"
          ? await callEndpoint(endpoints.putAdministratorProfilesByIdFinalScorePrecise, { ...input, body: change.body })
          : await callEndpoint(change.kind === "resetGrades" ? endpoints.deleteAdministratorProfilesByIdFinalScore : endpoints.deleteAdministratorProfilesByIdFinalScorePrecise, input);
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    show(result.data);
    setNotice(change.kind === "grades" || change.kind === "precise" ? t("scoreSaved") : t("overrideDeleted"));
    return true;
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-white p-4">
        <span className="flex items-center gap-2 text-sm text-muted">
          {t("status")}
          <StatusBadge tone={toneOf(profile.status)} testId="admin-profile-status">{statuses(profile.status)}</StatusBadge>
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          {canApprove(profile.status) ? (
            <Button size="sm" busy={busy === "approve"} disabled={busy !== null} onClick={() => void approve(true)}>
              <CheckCircle2 className="size-4" aria-hidden />
              {t("approve")}
            </Button>
          ) : null}
          {canCancelApproval(profile.status) ? (
            <Button size="sm" variant="secondary" busy={busy === "approve"} disabled={busy !== null} onClick={() => void approve(false)}>
              <Undo2 className="size-4" aria-hidden />
              {t("cancelApproval")}
            </Button>
          ) : null}
          {canDelete(profile.status) ? (
            <Button size="sm" variant="danger" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
              <Trash2 className="size-4" aria-hidden />
              {t("delete")}
            </Button>
          ) : null}
        </span>
        {profile.status === "empty" ? <p className="w-full text-xs text-muted">{t("approveNeedsAnswers")}</p> : null}
      </div>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <FinalScoreCard key={`k-${JSON.stringify(profile.finalScore)}-${profile.finalScoreOverride}`} profile={profile} request={request} />
      <PreciseScoreCard key={`p-${JSON.stringify(profile.finalScorePrecise)}-${profile.finalScorePreciseOverride}`} profile={profile} request={request} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("deleteTitle")}
        text={t("deleteText")}
        confirmLabel={common("delete")}
        busy={busy === "delete"}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
