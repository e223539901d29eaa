import { CoupleResultsAdmin } from "@/components/admin/couple-results-admin";
import { LovePairsAdmin } from "@/components/admin/love-pairs-admin";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminConsumerResults");

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
