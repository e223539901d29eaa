import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { ActionHistory } from "@/components/dashboard/action-history";
import { DashboardCards } from "@/components/owner/dashboard-cards";
import { TmpMailNotice } from "@/components/owner/unverified-notice";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ownerHistory } from "@/lib/server/services/scenes/history";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerDashboard");

export default async function DashboardPage() {
  const session = await requirePageSession("owner", "/owner/login");
  const t = await getTranslations("dashboard");
  const history = await ownerHistory(await getDb(), session.subjectId);
  return (
    <ClientMessages namespaces={["history"]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
        <TmpMailNotice />
        <section aria-labelledby="tools" className="flex flex-col gap-3">
          <h2 id="tools" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("tools")}</h2>
          <DashboardCards />
        </section>
        <section aria-labelledby="history" className="flex flex-col gap-3">
          <h2 id="history" className="text-sm font-semibold uppercase tracking-wide text-muted">{t("history")}</h2>
          <ActionHistory initial={history} />
        </section>
      </div>
    </ClientMessages>
  );
}
