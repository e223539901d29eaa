import { AdminProfilePage } from "@/app/[locale]/_staff/admin-pages";
import { ClientMessages } from "@/components/i18n/client-messages";

export { adminProfileMetadata as generateMetadata } from "@/app/[locale]/_staff/admin-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={["admin", "grades", "profile"]}>
      <AdminProfilePage params={params} />
    </ClientMessages>
  );
}
