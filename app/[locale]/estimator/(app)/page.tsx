import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/auth/password-form";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function EstimatorHome() {
  const session = await requirePageSession("estimator", "/estimator/login");
  const t = await getTranslations("estimatorMenu");
  return (
    <div className="flex flex-col gap-6">
      <ComingSoon feature={t("profiles")} />
      <div className="mx-auto w-full max-w-xl rounded-2xl border border-line bg-white p-6">
        <PasswordForm hasPassword={Boolean(session.account.passwordHash)} path="/estimator/self" />
      </div>
    </div>
  );
}
