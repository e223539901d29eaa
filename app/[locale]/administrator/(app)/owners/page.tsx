import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OwnersAdmin } from "@/components/admin/owners-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.owners");
  return { title: t("title") };
}

export default async function AdministratorOwnersPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <OwnersAdmin />
    </ClientMessages>
  );
}
