import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function AdministratorProfilesPage() {
  await requirePageSession("administrator", "/administrator/login");
  const t = await getTranslations("adminMenu");
  return <ComingSoon feature={t("profiles")} />;
}
