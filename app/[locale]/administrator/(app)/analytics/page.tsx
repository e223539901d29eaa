import { AnalyticsAdmin } from "@/components/admin/analytics/analytics-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminAnalytics");

export default async function AdministratorAnalyticsPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "charts"]}>
      <AnalyticsAdmin />
    </ClientMessages>
  );
}
