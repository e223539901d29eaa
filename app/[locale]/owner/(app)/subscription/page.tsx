import { SubscriptionView } from "@/components/billing/subscription-view";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerSubscription");

/** The owner's plan, invoices and cards (issue 13, "Screens"); its texts come with the owner layout (billing). */
export default async function SubscriptionPage() {
  await requirePageSession("owner", "/owner/login");
  return <SubscriptionView />;
}
