import "server-only";
import { getTranslations } from "next-intl/server";
import { AUTH_AREAS } from "@/components/auth/areas";
import { AuthShell } from "@/components/auth/auth-shell";
import { TokenLanding } from "@/components/auth/token-landing";
import { shellText } from "./shared";

/** The page a verification e-mail opens: /owner/verify for companies, /love-mobile/verify for love accounts. */
export async function VerifyEmailPage({ area: key = "owner" }: { area?: "owner" | "love-mobile" }) {
  const t = await getTranslations("auth");
  const shell = await shellText(key);
  const fallbackNext = key === "owner" ? "/owner/dashboard" : AUTH_AREAS[key].home;
  return (
    <AuthShell {...shell} title={t("verify.title")}>
      <TokenLanding redeem={{ kind: "verify" }} fallbackNext={fallbackNext} />
    </AuthShell>
  );
}
