import { MagicLinkPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <MagicLinkPage area="main" searchParams={searchParams} />;
}
