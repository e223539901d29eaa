import { LoveLanding } from "@/components/public/love-landing";
import { PlatformLanding } from "@/components/public/platform-landing";
import { isLoveHost } from "@/lib/server/branding";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("landing", { onLoveHost: "loveLanding" });

export default async function LandingPage() {
  return (await isLoveHost()) ? <LoveLanding /> : <PlatformLanding />;
}
