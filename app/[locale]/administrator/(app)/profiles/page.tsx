import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfilesAdmin } from "@/components/admin/profiles-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.profiles");
  return { title: t("title") };
}

export default async function AdministratorProfilesPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "grades"]}>
      <ProfilesAdmin />
    </ClientMessages>
  );
}
