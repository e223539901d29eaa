import { ProfileListPage } from "@/app/[locale]/_profiles/profile-list-page";

export default function Page() {
  return <ProfileListPage base="/owner" />;
}
