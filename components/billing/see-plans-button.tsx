"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { usePlansDialog } from "./use-plans-dialog";

/** "See plans": opens the plans dialog, or goes to the subscription page where no dialog is mounted. */
export function SeePlansButton({ size = "sm", variant = "secondary" }: { size?: "sm" | "md"; variant?: "primary" | "secondary" }) {
  const t = useTranslations("planAccess");
  const plans = usePlansDialog();
  if (!plans) {
    return (
      <Button asChild size={size} variant={variant}>
        <Link href="/owner/subscription">{t("seePlans")}</Link>
      </Button>
    );
  }
  return (
    <Button size={size} variant={variant} onClick={plans.openPlans}>
      {t("seePlans")}
    </Button>
  );
}
