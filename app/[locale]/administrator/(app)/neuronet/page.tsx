import { NeuronetAdmin } from "@/components/admin/neuronet/neuronet-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminNeuronet");

export default async function AdministratorNeuronetPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "grades", "estimator"]}>
      <NeuronetAdmin />
    </ClientMessages>
  );
}
