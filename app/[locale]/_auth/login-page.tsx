import "server-only";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { LoginForm } from "@/components/auth/login-form";
import { shellText, redirectIfSignedIn } from "./shared";

export async function LoginPage({ area: key }: { area: AuthAreaKey }) {
  await redirectIfSignedIn(key);
  const area = AUTH_AREAS[key];
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  if (area.domain === "flame") {
    return (
      <AuthShell {...shell} title={t("flame.title")}>
        <p className="mb-4 text-sm text-muted">{t("flame.text")}</p>
        <LinkRequestForm request={{ kind: "loginLink", domain: "flame" }} submitLabel={t("magicLink.requestSubmit")} sentText={t("magicLink.sent")} />
      </AuthShell>
    );
  }
  return (
    <AuthShell {...shell} title={t("login.title")}>
      <LoginForm domain={area.domain} base={area.base} links={area.links} />
    </AuthShell>
  );
}
