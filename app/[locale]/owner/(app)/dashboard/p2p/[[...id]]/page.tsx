import { PairCheckPage } from "@/app/[locale]/_checks/pair-check-page";

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return <PairCheckPage base="/owner" params={params} />;
}
