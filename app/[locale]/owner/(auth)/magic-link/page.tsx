import { MagicLinkPage } from "@/app/[locale]/_auth/magic-link-page";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerMagicLink");

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MagicLinkPage area="owner" searchParams={searchParams} />;
}
