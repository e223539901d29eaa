import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function PairPage() {
  await requirePageSession("owner", "/owner-mobile/login");
  const t = await getTranslations("ownerMobile");
  return <ComingSoon feature={t("pairCheck")} />;
}
