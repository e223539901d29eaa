import { FirstSignupPage } from "@/app/[locale]/_auth/first-signup-page";

export default function Page() {
  return <FirstSignupPage area="owner-mobile" />;
}
