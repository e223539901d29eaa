import { RegistrationPage } from "@/app/[locale]/_auth/auth-pages";

export default function Page() {
  return <RegistrationPage area="owner" />;
}
