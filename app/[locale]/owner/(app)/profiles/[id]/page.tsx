import { ProfilePage } from "@/app/[locale]/_profiles/profile-pages";
import { ClientMessages } from "@/components/i18n/client-messages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={["bigFive", "createProfile", "grades", "profile", "profiles", "sharedLink"]}>
      <ProfilePage base="/owner" params={params} />
    </ClientMessages>
  );
}
