import { LoginPage } from "@/app/[locale]/_auth/login-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("estimatorLogin");

export default function Page() {
  return <LoginPage area="estimator" />;
}
