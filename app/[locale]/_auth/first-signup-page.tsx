import "server-only";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { FirstSignupForm } from "@/components/auth/first-signup-form";
import { shellText, redirectIfSignedIn } from "./shared";

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
