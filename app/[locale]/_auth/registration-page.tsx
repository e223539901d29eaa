import "server-only";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { RegistrationForm } from "@/components/auth/registration-form";
import { shellText, redirectIfSignedIn } from "./shared";

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
