import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/shell/query-provider";
import { StaffShell } from "@/components/shell/staff-shell";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { currentHostLocale } from "@/lib/server/branding";

/** The signed-in area: the query provider is mounted here, so the sign-in pages (`(auth)`) do not load TanStack Query. */
export default async function EstimatorLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession("estimator", "/estimator/login");
  const t = await getTranslations("estimatorMenu");
  const settings = await getTranslations("settings");
  const brand = await getTranslations("brand");
  const domains = await getTranslations("auth.domains");
  return (
    <QueryProvider>
    <StaffShell
      brand={brand("platform")}
      title={domains("estimator")}
      domain="estimator"
      who={session.account.email}
      hostLocale={await currentHostLocale()}
      items={[
        { label: t("profiles"), href: "/estimator" },
        { label: t("compare"), href: "/estimator/compare-profiles" },
        { label: settings("title"), href: "/estimator/settings" },
      ]}
    >
      {children}
    </StaffShell>
    </QueryProvider>
  );
}
