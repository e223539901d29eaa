import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getDb } from "@/db/client";
import { LiveProvider } from "@/components/live/live-provider";
import { OwnerSelfProvider } from "@/components/owner/owner-self-context";
import { OwnerShell } from "@/components/owner/owner-shell";
import { QueryProvider } from "@/components/shell/query-provider";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { currentHostLocale, isLoveHost } from "@/lib/server/branding";
import { getOwnerSelf } from "@/lib/server/services/owner/owner-self";

/**
 * The signed-in owner area: the query provider is mounted here rather than for the whole of
 * /owner, so the sign-in pages (owner/(auth)) do not load TanStack Query (about 9 KB).
 */
export default async function OwnerAppLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession("owner", "/owner/login");
  const self = await getOwnerSelf(await getDb(), session);
  const brand = await getTranslations("brand");
  return (
    <ClientMessages namespaces={["billing", "ownerMenu", "planAccess", "planCatalog", "settings", "deleteAccount", "unverified"]}>
    <QueryProvider>
    <LiveProvider>
      <OwnerSelfProvider initial={self}>
      <OwnerShell brand={(await isLoveHost()) ? brand("love") : brand("platform")} hostLocale={await currentHostLocale()}>
        {children}
      </OwnerShell>
      </OwnerSelfProvider>
    </LiveProvider>
    </QueryProvider>
    </ClientMessages>
  );
}
