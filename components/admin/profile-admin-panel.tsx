"use client";

import { CheckCircle2, Trash2, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/client/api";
import { rememberLastOpened } from "@/lib/client/admin-last-opened";
import { canApprove, canCancelApproval, canDelete } from "@/lib/client/admin-profile";
import { useErrorText } from "@/lib/client/use-error-text";
import type { AdminProfileDetailDto } from "@/lib/contracts/admin";
import type { ErrorBody } from "@/lib/contracts/errors";
import { FinalScoreCard, PreciseScoreCard, type ScoreRequest } from "./final-score-cards";
import { StatusBadge, toneOf } from "./status-badge";

/** The administrator's controls on one profile: status, approval, deletion and the final scores. */
export function ProfileAdminPanel({ initial }: { initial: AdminProfileDetailDto }) {
  const t = useTranslations("admin.profile");
  const statuses = useTranslations("admin.profiles.statuses");
  const common = useTranslations("admin.common");
  const errorText = useErrorText();
  const [profile, setProfile] = useState(initial);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"approve" | "delete" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => rememberLastOpened("profiles", initial._id), [initial._id]);

  const path = `/administrator/profiles/${profile._id}`;

  async function approve(approved: boolean) {
    setBusy("approve");
    setNotice(null);
    const result = await api<AdminProfileDetailDto>(path, { method: "PATCH", body: { approved }, signedIn: true });
    setBusy(null);
    if (!result.ok) return setError(result.error);
    setError(null);
    setProfile(result.data);
    setNotice(approved ? t("approvedDone") : t("approvalCancelled"));
  }

  async function remove() {
    setBusy("delete");
    setNotice(null);
    const result = await api(path, { method: "DELETE", signedIn: true });
    if (result.ok) {
      const fresh = await api<AdminProfileDetailDto>(path, { signedIn: true });
      if (fresh.ok) setProfile(fresh.data);
      else setProfile((p) => ({ ...p, status: "deleted" }));
    }
    setBusy(null);
    setConfirmDelete(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    setNotice(t("deletedDone"));
  }

  const request: ScoreRequest = async (sub, method, body) => {
    setNotice(null);
    const result = await api<AdminProfileDetailDto>(`${path}/${sub}`, { method, body, signedIn: true });
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    setProfile(result.data);
    setNotice(method === "PUT" ? t("scoreSaved") : t("overrideDeleted"));
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
