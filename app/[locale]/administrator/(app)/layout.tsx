import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/shell/query-provider";
import { StaffShell } from "@/components/shell/staff-shell";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { currentHostLocale } from "@/lib/server/branding";

const MENU = ["companies", "estimators", "profiles", "questionnaires", "consumerResults", "neuronet", "analytics"] as const;
const PATHS: Record<(typeof MENU)[number], string> = {
  companies: "/administrator/owners",
  estimators: "/administrator/estimators",
  profiles: "/administrator/profiles",
  questionnaires: "/administrator/questionnaires",
  consumerResults: "/administrator/consumer-results",
  neuronet: "/administrator/neuronet",
  analytics: "/administrator/analytics",
};

/** Items whose page is not built yet stay disabled ("coming soon"); none today. */
const NOT_BUILT = new Set<(typeof MENU)[number]>([]);

/** The signed-in area: the query provider is mounted here, so the sign-in pages (`(auth)`) do not load TanStack Query. */
export default async function AdministratorLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession("administrator", "/administrator/login");
  const t = await getTranslations("adminMenu");
  const brand = await getTranslations("brand");
  const domains = await getTranslations("auth.domains");
  return (
    <QueryProvider>
    <StaffShell
      brand={brand("platform")}
      title={domains("administrator")}
      domain="administrator"
      who={session.account.email}
      hostLocale={await currentHostLocale()}
      items={MENU.map((key) => ({ label: t(key), href: PATHS[key], disabled: NOT_BUILT.has(key) }))}
    >
      {children}
    </StaffShell>
    </QueryProvider>
  );
}
