import "server-only";
import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/auth/auth-shell";
import { TokenLanding } from "@/components/auth/token-landing";
import { shellText } from "./shared";

export async function VerifyEmailPage() {
  const t = await getTranslations("auth");
  const shell = await shellText("owner");
  return (
    <AuthShell {...shell} title={t("verify.title")}>
      <TokenLanding redeem={{ kind: "verify" }} fallbackNext="/owner/dashboard" />
    </AuthShell>
  );
}
