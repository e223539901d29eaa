import { ProfilePage } from "@/app/[locale]/_profiles/profile-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <ProfilePage base="/owner-mobile" params={params} />;
}
