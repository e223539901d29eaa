import { RegistrationPage } from "@/app/[locale]/_auth/registration-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerRegistration");

export default function Page() {
  return <RegistrationPage area="owner-mobile" />;
}
