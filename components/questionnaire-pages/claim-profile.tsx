"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { ownerEndpoints } from "@/lib/contracts/endpoint-table/owner";
import { takeClaim } from "@/lib/client/profile-claim";

/** /owner/claim: after signing up, the profile filled in this browser joins the new account. */
export function ClaimProfile() {
  const t = useTranslations("questionnairePages");
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const permalink = takeClaim();
    if (!permalink) {
      window.location.replace("/owner/profiles");
      return;
    }
    void callEndpoint(ownerEndpoints.postOwnerProfilesUpendById, { params: { id: permalink } }).then((r) => {
      if (r.ok) window.location.replace(`/owner/profiles/${r.data.profileId}`);
      else setFailed(true);
    });
  }, []);
  return failed ? <Alert tone="error">{t("claimFailed")}</Alert> : <Spinner label={t("claimTitle")} />;
}
