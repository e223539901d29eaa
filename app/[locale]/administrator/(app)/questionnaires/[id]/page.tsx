import { AdminQuestionnairePage } from "@/app/[locale]/_staff/admin-pages";
import { ClientMessages } from "@/components/i18n/client-messages";

export { adminQuestionnaireMetadata as generateMetadata } from "@/app/[locale]/_staff/admin-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={["admin", "grades", "profile"]}>
      <AdminQuestionnairePage params={params} />
    </ClientMessages>
  );
}
