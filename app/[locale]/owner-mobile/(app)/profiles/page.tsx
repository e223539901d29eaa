import { ProfileListPage } from "@/app/[locale]/_profiles/profile-pages";

export default function Page() {
  return <ProfileListPage base="/owner-mobile" />;
}
