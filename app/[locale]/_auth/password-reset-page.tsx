import "server-only";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS, type AuthAreaKey } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { shellText, type SearchParams } from "./shared";

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
