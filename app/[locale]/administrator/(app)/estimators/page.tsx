import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EstimatorsAdmin } from "@/components/admin/estimators-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.estimators");
  return { title: t("title") };
}

export default async function AdministratorEstimatorsPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <EstimatorsAdmin />
    </ClientMessages>
  );
}
