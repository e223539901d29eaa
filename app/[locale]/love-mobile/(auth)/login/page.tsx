import { LoginPage } from "@/app/[locale]/_auth/login-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveLogin", { brand: "love" });

export default function Page() {
  return <LoginPage area="love-mobile" />;
}
