import { EstimatorProfilePage } from "@/app/[locale]/_staff/estimator-pages";

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EstimatorProfilePage params={params} />;
}
