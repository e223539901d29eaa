import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getPageSession } from "@/lib/server/auth/page-session";

/** Flame onboarding (no auth). The questionnaire itself arrives with the consumer questionnaires. */
export default async function FlameOnboarding() {
  const t = await getTranslations("flame");
  const common = await getTranslations("common");
  const brand = await getTranslations("brand");
  const session = await getPageSession("flame");
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 bg-gradient-to-b from-rose-50 to-white px-6 text-center">
      <span className="size-14 rounded-full bg-love-500" aria-hidden />
      <p className="text-sm font-medium uppercase tracking-wide text-love-600">{brand("love")}</p>
      <h1 className="text-3xl font-bold text-ink">{t("onboardingTitle")}</h1>
      <p className="text-muted">{t("onboardingText")}</p>
      <Button size="lg" variant="love" disabled aria-describedby="flame-soon">{t("start")}</Button>
      <span id="flame-soon" className="rounded bg-slate-100 px-2 py-0.5 text-[11px] uppercase tracking-wide text-muted">{common("comingSoon")}</span>
      {session ? <p className="text-sm text-muted">{session.account.email}</p> : <Link href="/main/login" className="text-sm text-love-600 hover:underline">{common("signIn")}</Link>}
    </main>
  );
}
