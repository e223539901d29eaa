import { VerifyEmailPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page() {
  return <VerifyEmailPage />;
}
