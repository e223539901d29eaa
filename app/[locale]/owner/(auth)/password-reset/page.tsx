import { PasswordResetPage } from "@/app/[locale]/_auth/password-reset-page";

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PasswordResetPage area="owner" searchParams={searchParams} />;
}
