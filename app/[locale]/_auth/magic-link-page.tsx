import "server-only";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { TokenLanding } from "@/components/auth/token-landing";
import { shellText, redirectIfSignedIn, type SearchParams } from "./shared";

export async function MagicLinkPage({ area: key, searchParams }: { area: AuthAreaKey; searchParams: SearchParams }) {
  const area = AUTH_AREAS[key];
  if (area.domain === "administrator") redirect(`${area.base}/login`);
  const sp = await searchParams;
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  if (typeof sp.token === "string") {
    return (
      <AuthShell {...shell} title={t("magicLink.signingIn")}>
        <TokenLanding redeem={{ kind: "magic", domain: area.domain }} fallbackNext={area.home} />
      </AuthShell>
    );
  }
  await redirectIfSignedIn(key);
  const next = typeof sp.next === "string" ? sp.next : area.home;
  return (
    <AuthShell {...shell} title={t("magicLink.requestTitle")} footer={<Link className="text-brand-600 hover:underline" href={`${area.base}/login`}>{t("login.title")}</Link>}>
      <p className="mb-4 text-sm text-muted">{t("magicLink.requestText")}</p>
      <LinkRequestForm request={{ kind: "loginLink", domain: area.domain }} submitLabel={t("magicLink.requestSubmit")} sentText={t("magicLink.sent")} next={next} />
    </AuthShell>
  );
}
