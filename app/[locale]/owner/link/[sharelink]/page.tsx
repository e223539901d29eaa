import { SharedLinkPage } from "@/app/[locale]/_profiles/profile-pages";

export default function Page({ params }: { params: Promise<{ sharelink: string }> }) {
  return <SharedLinkPage base="/owner" params={params} />;
}
