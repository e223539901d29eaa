import { RegistrationPage } from "@/app/[locale]/_auth/registration-page";

export default function Page() {
  return <RegistrationPage area="owner" />;
}
