import { LoveLanding } from "@/components/public/love-landing";
import { PlatformLanding } from "@/components/public/platform-landing";
import { isoDay } from "@/lib/engine/core/dates";
import { isLoveHost } from "@/lib/server/branding";
import { serverEffects } from "@/lib/server/composition-root";
import { landingShowcase } from "@/lib/server/services/landing/demo-showcase";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("landing", { onLoveHost: "loveLanding" });

export default async function LandingPage() {
  if (await isLoveHost()) return <LoveLanding />;
  return <PlatformLanding showcase={landingShowcase(isoDay(serverEffects().clock.now()))} />;
}
