import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FlameFrame } from "@/components/consumer/flame-frame";
import { MyResults } from "@/components/consumer/my-results";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { getPageSession } from "@/lib/server/auth/page-session";
import { can } from "@/lib/server/auth/policy";
import { flameHistory } from "@/lib/server/services/consumer/couple-results";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("flameHome", { brand: "love" });

/** Flame onboarding (no auth): what the test is, how long it takes, and the way in. */
export default async function FlameOnboarding() {
  const t = await getTranslations("flame");
  const common = await getTranslations("common");
  const session = await getPageSession("flame");
  // The account's history, read with the page under the rule GET /owner/flame/history applies.
  const history = session && can(session, "flame.history.read") ? (await flameHistory(await getDb(), session)).items : [];
  return (
    <ClientMessages namespaces={["consumer"]}>
      <FlameFrame>
        <div className="flex flex-col items-center gap-6 pt-10 text-center">
          <span className="size-14 rounded-full bg-love-500" aria-hidden />
          <h1 className="text-3xl font-bold text-ink">{t("onboardingTitle")}</h1>
          <p className="text-muted">{t("onboardingText")}</p>
          <ul className="flex w-full flex-col gap-2 text-left text-sm text-ink">
            <li className="rounded-lg bg-white px-4 py-3 shadow-sm">{t("point1")}</li>
            <li className="rounded-lg bg-white px-4 py-3 shadow-sm">{t("point2")}</li>
            <li className="rounded-lg bg-white px-4 py-3 shadow-sm">{t("point3")}</li>
          </ul>
          <Button asChild size="lg" variant="love" className="w-full"><Link href="/main/questionnaire-instruction">{t("start")}</Link></Button>
          {session ? <p className="text-sm text-muted">{t("signedInAs", { email: session.account.email })}</p> : <Link href="/main/login" className="text-sm text-love-600 hover:underline">{common("signIn")}</Link>}
          <MyResults history={history} />
        </div>
      </FlameFrame>
    </ClientMessages>
  );
}
