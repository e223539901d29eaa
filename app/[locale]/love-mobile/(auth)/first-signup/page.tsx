import { FirstSignupPage } from "@/app/[locale]/_auth/first-signup-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveFirstSignup", { brand: "love" });

export default function Page() {
  return <FirstSignupPage area="love-mobile" />;
}
