import { FirstSignupPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page() {
  return <FirstSignupPage area="owner" />;
}
