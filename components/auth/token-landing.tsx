"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";

// Shown only when the link has expired: the dialog (Radix) and its form load then, not with the page.
const ExpiredLinkDialog = dynamic(() => import("./expired-link-dialog").then((module) => module.ExpiredLinkDialog));

export interface TokenLandingProps {
  /** What the token is: a sign-in link of a domain, or the owner's e-mail verification. */
  redeem: { kind: "magic"; domain: "owner" | "estimator" | "flame" } | { kind: "verify" };
  /** Where to go after success when the server names no other place. */
  fallbackNext: string;
}

/**
 * The page an e-mailed link opens: it redeems the token once (POST, so link scanners that
 * only GET cannot use it up), then continues to the signed-in area.
 */
export function TokenLanding({ redeem, fallbackNext }: TokenLandingProps) {
  const t = useTranslations("auth.magicLink");
  const errorText = useErrorText();
  const token = useSearchParams().get("token");
  const endpoint = redeem.kind === "magic" ? PASSPORT.magic[redeem.domain] : PASSPORT.verify;
  const [error, setError] = useState<ErrorBody | null>(null);
  const [expiredOpen, setExpiredOpen] = useState(false);
  // A token is single-use: redeem it once per page, even when React mounts the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // A plain call, as the sign-in forms make: nothing cached is stale after it (the page leaves).
    void callEndpoint(endpoint, { params: { token } }).then((result) => {
      if (result.ok) {
        window.location.replace(result.data.next || fallbackNext);
        return;
      }
      setError(result.error);
      if (result.error.code === "owner:url_expired") setExpiredOpen(true);
    });
  }, [token, endpoint, fallbackNext]);

  if (!token) return <Alert tone="warning">{t("missingToken")}</Alert>;
  if (!error) return <FullScreenLoader />;
  return (
    <>
      <Alert tone="error">{errorText(error)}</Alert>
      <ExpiredLinkDialog open={expiredOpen} onOpenChange={setExpiredOpen} request={{ kind: "loginLink", domain: redeem.kind === "magic" ? redeem.domain : "owner" }} />
    </>
  );
}
