import { VerifyEmailPage } from "@/app/[locale]/_auth/verify-email-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerVerify");

export default function Page() {
  return <VerifyEmailPage />;
}
