import "server-only";
import { getTranslations } from "next-intl/server";
import { AuthShell } from "@/components/auth/auth-shell";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { shellText, redirectIfSignedIn } from "./shared";

/** The flame area's sign-in: an e-mailed link, no password. */
export async function FlameLoginPage() {
  await redirectIfSignedIn("main");
  const t = await getTranslations("auth");
  const shell = await shellText("main");
  return (
    <AuthShell {...shell} title={t("flame.title")}>
      <p className="mb-4 text-sm text-muted">{t("flame.text")}</p>
      <LinkRequestForm request={{ kind: "loginLink", domain: "flame" }} submitLabel={t("magicLink.requestSubmit")} sentText={t("magicLink.sent")} />
    </AuthShell>
  );
}
