import { ComparePage } from "@/app/[locale]/_checks/compare-page";

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return <ComparePage params={params} />;
}
