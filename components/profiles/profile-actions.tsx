"use client";

import { EyeOff, Pencil, Share2, Trash2, UserMinus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import type { ApiResult } from "@/lib/client/api";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { rememberOpenedProfile } from "@/lib/client/profile-list";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { ProfileDetailDto } from "@/lib/contracts/profiles";
import { CopyField } from "./copy-field";
import { EditProfileForm } from "./edit-profile-form";
import { endpoints } from "@/lib/contracts/endpoints";
import { UnverifiedReason, useNeedsVerification } from "@/components/owner/verification-gate";

/** Actions on one profile: edit, share (create / revoke link), hide details, delete; or remove a shared one. */
export function ProfileActions({ profile, base, canManage }: { profile: ProfileDetailDto; base: string; canManage: boolean }) {
  const t = useTranslations("profile");
  const list = useTranslations("profiles");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const router = useRouter();
  const [dialog, setDialog] = useState<"edit" | "share" | "delete" | null>(null);
  const [shareUrl, setShareUrl] = useState(profile.shareUrl);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  const unverified = useNeedsVerification();

  useEffect(() => rememberOpenedProfile(profile._id), [profile._id]);

  const input = { params: { id: profile._id } };

  async function run<T>(call: () => Promise<ApiResult<T>>, after: (data: T) => void) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) return setError(result.error);
    after(result.data);
  }

  if (profile.shared) {
    return (
      <div className="flex flex-col gap-2">
        {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void run(() => callEndpoint(endpoints.postOwnerProfilesDetachById, input), () => router.push(`${base}/profiles`))}>
          <UserMinus className="size-4" aria-hidden />
          {t("removeShared")}
        </Button>
      </div>
    );
  }
  if (!canManage && !unverified) return null;
  if (!canManage) {
    // Unconfirmed e-mail: the actions stay visible, disabled, with the reason.
    return (
      <div className="flex flex-col gap-2" data-testid="profile-actions-unverified">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled aria-describedby="profile-actions-reason"><Pencil className="size-4" aria-hidden />{t("edit")}</Button>
          <Button variant="secondary" size="sm" disabled aria-describedby="profile-actions-reason"><Share2 className="size-4" aria-hidden />{t("share")}</Button>
          <Button variant="dangerGhost" size="sm" disabled aria-describedby="profile-actions-reason"><Trash2 className="size-4" aria-hidden />{t("delete")}</Button>
        </div>
        <UnverifiedReason id="profile-actions-reason" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setDialog("edit")}>
          <Pencil className="size-4" aria-hidden />
          {t("edit")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDialog("share")}>
          <Share2 className="size-4" aria-hidden />
          {t("share")}
        </Button>
        <Button variant="dangerGhost" size="sm" onClick={() => setDialog("delete")}>
          <Trash2 className="size-4" aria-hidden />
          {t("delete")}
        </Button>
      </div>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          defaultChecked={profile.hideDetails}
          disabled={busy}
          onChange={(e) => void run(() => callEndpoint(endpoints.patchOwnerProfilesById, { ...input, body: { hideDetails: e.target.checked } }), () => router.refresh())}
        />
        <span>
          <span className="flex items-center gap-1 font-medium"><EyeOff className="size-4" aria-hidden />{t("hide")}</span>
          <span className="block text-xs text-muted">{t("hideHint")}</span>
        </span>
      </label>
      <Dialog open={dialog === "edit"} onOpenChange={(o) => setDialog(o ? "edit" : null)} title={t("editTitle")} closeLabel={common("close")}>
        <EditProfileForm profile={profile} onSaved={() => { setDialog(null); router.refresh(); }} />
      </Dialog>
      <Dialog open={dialog === "share"} onOpenChange={(o) => setDialog(o ? "share" : null)} title={t("shareTitle")} description={t("shareText")} closeLabel={common("close")}>
        <div className="flex flex-col gap-3">
          {shareUrl ? (
            <>
              <CopyField value={shareUrl} />
              <Button variant="secondary" size="sm" className="self-start" busy={busy} onClick={() => void run(() => callEndpoint(endpoints.patchOwnerProfilesById, { ...input, body: { revokeShareLink: true } }), () => setShareUrl(null))}>
                {t("revokeLink")}
              </Button>
            </>
          ) : (
            <Button className="self-start" busy={busy} onClick={() => void run(() => callEndpoint(endpoints.postOwnerProfilesGetReferralIdById, input), (d) => setShareUrl(d.shareUrl))}>
              {t("createLink")}
            </Button>
          )}
          {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
        </div>
      </Dialog>
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => setDialog(o ? "delete" : null)}
        title={list("deleteTitle")}
        text={list("deleteText", { name: `${profile.firstName} ${profile.lastName}` })}
        confirmLabel={list("delete")}
        busy={busy}
        onConfirm={() => void run(() => callEndpoint(endpoints.deleteOwnerProfilesById, input), () => router.push(`${base}/profiles`))}
      />
    </div>
  );
}
