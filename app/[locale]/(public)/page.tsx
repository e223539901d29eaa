import { LoveLanding } from "@/components/public/love-landing";
import { PlatformLanding } from "@/components/public/platform-landing";
import { isLoveHost } from "@/lib/server/branding";

export default async function LandingPage() {
  return (await isLoveHost()) ? <LoveLanding /> : <PlatformLanding />;
}
