import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsAdmin } from "@/components/admin/analytics/analytics-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.analytics");
  return { title: t("title") };
}

export default async function AdministratorAnalyticsPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "charts"]}>
      <AnalyticsAdmin />
    </ClientMessages>
  );
}
