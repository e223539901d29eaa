import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPageSession } from "@/lib/server/auth/page-session";
import { isLoveHost } from "@/lib/server/branding";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { FirstSignupForm } from "@/components/auth/first-signup-form";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { LoginForm } from "@/components/auth/login-form";
import { RegistrationForm } from "@/components/auth/registration-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { TokenLanding } from "@/components/auth/token-landing";

// Server components shared by the sign-in pages of every area; each page file picks its area.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function shellText(key: AuthAreaKey) {
  const area = AUTH_AREAS[key];
  const t = await getTranslations("auth.domains");
  const brand = await getTranslations("brand");
  const love = area.tone === "love" || (await isLoveHost());
  return { brand: love ? brand("love") : brand("platform"), area: t(area.label), tone: love ? ("love" as const) : ("brand" as const) };
}

async function redirectIfSignedIn(key: AuthAreaKey) {
  const area = AUTH_AREAS[key];
  if (await getPageSession(area.domain)) redirect(area.home);
}

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

export async function PasswordResetPage({ area: key, searchParams }: { area: AuthAreaKey; searchParams: SearchParams }) {
  const area = AUTH_AREAS[key];
  if (area.domain !== "owner" && area.domain !== "estimator") redirect(`${area.base}/login`);
  const sp = await searchParams;
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  if (typeof sp.token === "string") {
    return (
      <AuthShell {...shell} title={t("reset.title")}>
        <ResetPasswordForm domain={area.domain} />
      </AuthShell>
    );
  }
  return (
    <AuthShell {...shell} title={t("forgot.title")} footer={<Link className="text-brand-600 hover:underline" href={`${area.base}/login`}>{t("login.title")}</Link>}>
      <p className="mb-4 text-sm text-muted">{t("forgot.text")}</p>
      <LinkRequestForm request={{ kind: "forgot", domain: area.domain }} submitLabel={t("forgot.submit")} sentText={t("forgot.sent")} />
    </AuthShell>
  );
}

export async function RegistrationPage({ area: key }: { area: AuthAreaKey }) {
  const area = AUTH_AREAS[key];
  if (!area.product) redirect(`${area.base}/login`);
  await redirectIfSignedIn(key);
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  const copy = area.product === "love" ? "loveRegistration" : "registration";
  return (
    <AuthShell
      {...shell}
      title={t(`${copy}.title`)}
      footer={<>{t("registration.haveAccount")} <Link className="text-brand-600 hover:underline" href={`${area.base}/login`}>{t("login.submit")}</Link></>}
    >
      <p className="mb-4 text-sm text-muted">{t(`${copy}.text`)}</p>
      <RegistrationForm product={area.product} home={area.home} submitLabel={t(`${copy}.submit`)} />
    </AuthShell>
  );
}

export async function FirstSignupPage({ area: key }: { area: AuthAreaKey }) {
  const area = AUTH_AREAS[key];
  if (!area.product) redirect(`${area.base}/login`);
  await redirectIfSignedIn(key);
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  return (
    <AuthShell {...shell} title={t("firstSignup.title")} footer={<Link className="text-brand-600 hover:underline" href={`${area.base}/login`}>{t("login.title")}</Link>}>
      <FirstSignupForm product={area.product} home={area.home} />
    </AuthShell>
  );
}

export async function VerifyEmailPage() {
  const t = await getTranslations("auth");
  const shell = await shellText("owner");
  return (
    <AuthShell {...shell} title={t("verify.title")}>
      <TokenLanding redeem={{ kind: "verify" }} fallbackNext="/owner/dashboard" />
    </AuthShell>
  );
}
