import { ClaimProfile } from "@/components/questionnaire-pages/claim-profile";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function ClaimPage() {
  await requirePageSession("owner", "/owner/login");
  return <ClaimProfile />;
}
