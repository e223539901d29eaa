import { PasswordResetPage } from "@/app/[locale]/_auth/password-reset-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerPasswordReset");

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PasswordResetPage area="owner-mobile" searchParams={searchParams} />;
}
