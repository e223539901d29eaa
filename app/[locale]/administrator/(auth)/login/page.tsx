import { LoginPage } from "@/app/[locale]/_auth/login-page";

export default function Page() {
  return <LoginPage area="administrator" />;
}
