import { getTranslations } from "next-intl/server";
import { DashboardCards } from "@/components/owner/dashboard-cards";
import { UnverifiedNotice } from "@/components/owner/unverified-notice";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function DashboardPage() {
  await requirePageSession("owner", "/owner/login");
  const t = await getTranslations("dashboard");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <UnverifiedNotice />
      <section aria-labelledby="tools" className="flex flex-col gap-3">
        <h2 id="tools" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("tools")}</h2>
        <DashboardCards />
      </section>
      <section aria-labelledby="history" className="flex flex-col gap-3">
        <h2 id="history" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("history")}</h2>
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-sm text-muted">{t("historyEmpty")}</p>
      </section>
    </div>
  );
}
