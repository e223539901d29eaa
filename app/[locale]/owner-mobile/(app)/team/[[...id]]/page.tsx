import { TeamCheckPage } from "@/app/[locale]/_checks/team-check-page";

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return <TeamCheckPage base="/owner-mobile" params={params} />;
}
