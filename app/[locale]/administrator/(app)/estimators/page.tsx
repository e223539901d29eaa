import { EstimatorsAdmin } from "@/components/admin/estimators-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminEstimators");

export default async function AdministratorEstimatorsPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <EstimatorsAdmin />
    </ClientMessages>
  );
}
