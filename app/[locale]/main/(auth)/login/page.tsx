import { LoginPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page() {
  return <LoginPage area="main" />;
}
