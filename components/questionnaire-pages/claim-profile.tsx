"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointMutation } from "@/lib/client/endpoint-query";
import { takeClaim } from "@/lib/client/profile-claim";
import { endpoints } from "@/lib/contracts/endpoints";

/** /owner/claim: after signing up, the profile filled in this browser joins the new account. */
export function ClaimProfile() {
  const t = useTranslations("questionnairePages");
  const [failed, setFailed] = useState(false);
  const claim = useEndpointMutation(endpoints.postOwnerProfilesUpendById).send;
  // The claim is taken from the browser once, even when React mounts the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const permalink = takeClaim();
    if (!permalink) {
      window.location.replace("/owner/profiles");
      return;
    }
    void claim({ params: { id: permalink } }).then((r) => {
      if (r.ok) window.location.replace(`/owner/profiles/${r.data.profileId}`);
      else setFailed(true);
    });
  }, [claim]);
  return failed ? <Alert tone="error">{t("claimFailed")}</Alert> : <Spinner label={t("claimTitle")} />;
}
