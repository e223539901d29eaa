"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { api } from "@/lib/client/api";
import { PASSPORT } from "@/lib/client/passport-paths";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SignInResponse } from "@/lib/contracts/passport";
import { ExpiredLinkDialog } from "./expired-link-dialog";

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
  const [error, setError] = useState<ErrorBody | null>(null);
  const [expiredOpen, setExpiredOpen] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const path = redeem.kind === "magic" ? PASSPORT.magic(redeem.domain, token) : PASSPORT.verify(token);
    void api<SignInResponse>(path, { method: "POST" }).then((result) => {
      if (result.ok) {
        window.location.replace(result.data.next || fallbackNext);
        return;
      }
      setError(result.error);
      if (result.error.code === "owner:url_expired") setExpiredOpen(true);
    });
  }, [token, redeem, fallbackNext]);

  if (!token) return <Alert tone="warning">{t("missingToken")}</Alert>;
  if (!error) return <FullScreenLoader />;
  return (
    <>
      <Alert tone="error">{errorText(error)}</Alert>
      <ExpiredLinkDialog open={expiredOpen} onOpenChange={setExpiredOpen} requestPath={PASSPORT.loginLink(redeem.kind === "magic" ? redeem.domain : "owner")} />
    </>
  );
}
