import { metadataOf } from "@/lib/server/seo/page-metadata";
import { PricingTable } from "@/components/public/pricing-table";

export const generateMetadata = metadataOf("pricing");

export default function PricingPage() {
  return <PricingTable />;
}
