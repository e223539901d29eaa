import { ProfileListPage } from "@/app/[locale]/_profiles/profile-list-page";
import { ClientMessages } from "@/components/i18n/client-messages";

export default function Page() {
  return (
    <ClientMessages namespaces={["createProfile", "grades", "profiles"]}>
      <ProfileListPage base="/owner" />
    </ClientMessages>
  );
}
