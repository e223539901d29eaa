import { SubscriptionView } from "@/components/billing/subscription-view";
import { requirePageSession } from "@/lib/server/auth/page-session";

/** The owner's plan, invoices and cards (issue 13, "Screens"); its texts come with the owner layout (billing). */
export default async function SubscriptionPage() {
  await requirePageSession("owner", "/owner/login");
  return <SubscriptionView />;
}
