"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { SharedProfileDto } from "@/lib/contracts/profiles";
import { BigFiveBars } from "./big-five-bars";
import { ProfileAvatar } from "./profile-avatar";
import { endpoints } from "@/lib/contracts/endpoints";
import { UnverifiedAlert } from "@/components/owner/unverified-notice";

/**
 * /owner/link/{sharelink}: the card behind a share link, and adding it to one's profiles.
 * `unverifiedEmail`: the signed-in owner has not confirmed this address, so adding is disabled
 * and the page (which has no owner shell) says why and offers a new link.
 */
export function SharedProfileCard({ card, link, base, signedIn, unverifiedEmail = null }: { card: SharedProfileDto; link: string; base: string; signedIn: boolean; unverifiedEmail?: string | null }) {
  const t = useTranslations("sharedLink");
  const p = useTranslations("profile");
  const errorText = useErrorText();
  const [state, setState] = useState(card.attach?.state ?? null);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card className="mx-auto w-full max-w-xl">
      <p className="text-xs font-medium uppercase tracking-wide text-muted">{t("title")}</p>
      <div className="mt-3 flex items-center gap-4">
        <ProfileAvatar avatarName={card.avatarName} firstName={card.firstName} lastName={card.lastName} size={64} />
        <div>
          <h1 className="text-xl font-semibold text-ink">{card.firstName} {card.lastName}</h1>
          {card.position ? <p className="text-sm text-muted">{card.position}</p> : null}
          {card.companyName ? <p className="text-xs text-muted">{t("from", { company: card.companyName })}</p> : null}
        </div>
      </div>
      <div className="mt-5">
        {card.bigFive ? (
          <>
            <h2 className="mb-3 font-semibold text-ink">{p("personality")}</h2>
            <BigFiveBars bigFive={card.bigFive} />
          </>
        ) : (
          <p className="text-sm text-muted">{card.completed ? p("hiddenForYou") : t("notFilled")}</p>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-4">
        {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
        {!signedIn ? (
          <Button asChild>
            <Link href={`${base}/login?next=${encodeURIComponent(`${base}/link/${link}`)}`}>{t("signInToAdd")}</Link>
          </Button>
        ) : state === "can_attach" && unverifiedEmail ? (
          <>
            <UnverifiedAlert email={unverifiedEmail} />
            <Button disabled data-testid="attach-unverified">{t("add")}</Button>
          </>
        ) : state === "can_attach" ? (
          <Button
            busy={busy}
            onClick={async () => {
              setBusy(true);
              const result = await callEndpoint(endpoints.postOwnerProfilesAttachById, { params: { id: link } });
              setBusy(false);
              if (result.ok) setState("attached");
              else setError(result.error);
            }}
          >
            {t("add")}
          </Button>
        ) : (
          <>
            <Alert tone="success">{state === "own" ? t("own") : t("already")}</Alert>
            <Button asChild variant="secondary">
              <Link href={`${base}/profiles`}>{t("openProfiles")}</Link>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
