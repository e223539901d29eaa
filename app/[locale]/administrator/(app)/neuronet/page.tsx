import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NeuronetAdmin } from "@/components/admin/neuronet/neuronet-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.neuronet");
  return { title: t("title") };
}

export default async function AdministratorNeuronetPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "grades", "estimator"]}>
      <NeuronetAdmin />
    </ClientMessages>
  );
}
