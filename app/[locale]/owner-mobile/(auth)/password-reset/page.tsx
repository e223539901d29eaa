import { PasswordResetPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PasswordResetPage area="owner-mobile" searchParams={searchParams} />;
}
