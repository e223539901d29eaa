import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PricingTable } from "@/components/public/pricing-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pricing");
  return { title: t("title") };
}

export default function PricingPage() {
  return <PricingTable />;
}
