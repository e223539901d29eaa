import { VerifyEmailPage } from "@/app/[locale]/_auth/verify-email-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveVerify", { brand: "love" });

export default function Page() {
  return <VerifyEmailPage area="love-mobile" />;
}
