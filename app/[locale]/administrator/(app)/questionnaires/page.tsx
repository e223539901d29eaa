import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QuestionnairesAdmin } from "@/components/admin/questionnaires-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.questionnaires");
  return { title: t("title") };
}

export default async function AdministratorQuestionnairesPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <QuestionnairesAdmin />
    </ClientMessages>
  );
}
