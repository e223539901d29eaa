import "server-only";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { LoginForm } from "@/components/auth/login-form";
import { shellText, redirectIfSignedIn } from "./shared";

/** An area whose sign-in is a password (every area but the flame one, which signs in by link: flame-login-page.tsx). */
export type PasswordAreaKey = Exclude<AuthAreaKey, "main">;

/**
 * The password sign-in page of an area. The flame area's page is a module of its own: a
 * page loads the client code of every client component its server modules import, so one
 * module for both made every password sign-in page load the link form too.
 */
export async function LoginPage({ area: key }: { area: PasswordAreaKey }) {
  await redirectIfSignedIn(key);
  const area = AUTH_AREAS[key];
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  return (
    <AuthShell {...shell} title={t("login.title")}>
      <LoginForm domain={area.domain} base={area.base} links={area.links} />
    </AuthShell>
  );
}
