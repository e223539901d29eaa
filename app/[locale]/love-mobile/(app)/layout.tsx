import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getDb } from "@/db/client";
import { MobileShell } from "@/components/owner/mobile-shell";
import { LiveProvider } from "@/components/live/live-provider";
import { OwnerSelfProvider } from "@/components/owner/owner-self-context";
import { QueryProvider } from "@/components/shell/query-provider";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { getOwnerSelf } from "@/lib/server/services/owner/owner-self";

/** The signed-in area: the query provider is mounted here, so the sign-in pages (`(auth)`) do not load TanStack Query. */
export default async function Layout({ children }: { children: ReactNode }) {
  const session = await requirePageSession("owner", "/love-mobile/login");
  const self = await getOwnerSelf(await getDb(), session);
  const brand = await getTranslations("brand");
  return (
    <ClientMessages namespaces={["ownerMobile", "unverified"]}>
    <QueryProvider>
    <LiveProvider>
      <OwnerSelfProvider initial={self}>
      <MobileShell base="/love-mobile" variant="love" brand={brand("love")} mainProfileId={self.mainProfileId}>
        {children}
      </MobileShell>
      </OwnerSelfProvider>
    </LiveProvider>
    </QueryProvider>
    </ClientMessages>
  );
}
