import { QuestionnairesAdmin } from "@/components/admin/questionnaires-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminQuestionnaires");

export default async function AdministratorQuestionnairesPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <QuestionnairesAdmin />
    </ClientMessages>
  );
}
