import { FlameLoginPage } from "@/app/[locale]/_auth/flame-login-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("flameLogin", { brand: "love" });

export default function Page() {
  return <FlameLoginPage />;
}
