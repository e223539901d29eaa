import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CoupleResultsAdmin } from "@/components/admin/couple-results-admin";
import { LovePairsAdmin } from "@/components/admin/love-pairs-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.coupleResults");
  return { title: t("title") };
}

export default async function AdministratorCoupleResultsPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <div className="flex flex-col gap-10">
        <CoupleResultsAdmin />
        <LovePairsAdmin />
      </div>
    </ClientMessages>
  );
}
