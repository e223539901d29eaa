import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfilesAdmin } from "@/components/admin/profiles-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.profiles");
  return { title: t("title") };
}

export default async function AdministratorProfilesPage() {
  await requirePageSession("administrator", "/administrator/login");
  return <ProfilesAdmin />;
}
