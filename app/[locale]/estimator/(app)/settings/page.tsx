import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/auth/password-form";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("estimatorSettings");

export default async function EstimatorSettings() {
  const session = await requirePageSession("estimator", "/estimator/login");
  const t = await getTranslations("settings");
  return (
    <ClientMessages namespaces={["settings"]}>
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        <div className="rounded-2xl border border-line bg-white p-6">
          <PasswordForm hasPassword={Boolean(session.account.passwordHash)} account="estimator" />
        </div>
      </div>
    </ClientMessages>
  );
}
