"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { useOwnerSelf } from "./owner-self-context";

/** Unverified owners are told "functionality unavailable, verify the account" (spec part 1 section 6). */
export function UnverifiedNotice() {
  const t = useTranslations("unverified");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const { self } = useOwnerSelf();
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<ErrorBody | null>(null);
  if (!self.accessRules.needVerify) {
    return self.isTmpOwner ? <Alert tone="warning">{t("tmpMail")}</Alert> : null;
  }
  return (
    <Alert tone="warning" title={t("title")}>
      <p>{t("text", { email: self.email })}</p>
      {self.isTmpOwner ? <p className="mt-1">{t("tmpMail")}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          busy={state === "busy"}
          disabled={state === "sent"}
          onClick={async () => {
            setState("busy");
            setError(null);
            const result = await callEndpoint(PASSPORT.verificationLink, { body: { ln: locale } });
            if (result.ok) setState("sent");
            else {
              setError(result.error);
              setState("idle");
            }
          }}
        >
          {t("resend")}
        </Button>
        {state === "sent" ? <span>{t("sent")}</span> : null}
        {error ? <span className="text-red-700">{errorText(error)}</span> : null}
      </div>
    </Alert>
  );
}
