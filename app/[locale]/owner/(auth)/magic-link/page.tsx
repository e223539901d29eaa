import { MagicLinkPage } from "@/app/[locale]/_auth/magic-link-page";

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MagicLinkPage area="owner" searchParams={searchParams} />;
}
