import { VerifyEmailPage } from "@/app/[locale]/_auth/verify-email-page";

export default function Page() {
  return <VerifyEmailPage area="love-mobile" />;
}
