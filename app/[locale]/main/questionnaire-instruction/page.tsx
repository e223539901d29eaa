import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FlameFrame } from "@/components/consumer/flame-frame";
import { Button } from "@/components/ui/button";

/** How the flame test works, and who answers: one person for both, or both in turn. */
export default async function FlameInstruction() {
  const t = await getTranslations("flame");
  const c = await getTranslations("consumer");
  return (
    <FlameFrame>
      <div className="flex flex-col gap-5 pt-6">
        <h1 className="text-2xl font-bold text-ink">{t("instructionTitle")}</h1>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
          <li>{t("instruction1")}</li>
          <li>{t("instruction2")}</li>
          <li>{t("instruction3")}</li>
        </ol>
        <p className="text-sm text-muted">{t("instructionHonesty")}</p>
        <h2 className="pt-2 font-semibold text-ink">{t("whoAnswers")}</h2>
        <Button asChild size="lg" variant="love" className="h-auto w-full flex-col gap-0.5 py-3">
          <Link href="/main/questionnaire?mode=alone" data-testid="mode-alone">
            <span>{c("modeAlone")}</span>
            <span className="text-xs font-normal opacity-90">{c("modeAloneHint")}</span>
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className="h-auto w-full flex-col gap-0.5 py-3">
          <Link href="/main/questionnaire?mode=together" data-testid="mode-together">
            <span>{c("modeTogether")}</span>
            <span className="text-xs font-normal text-muted">{c("modeTogetherHint")}</span>
          </Link>
        </Button>
      </div>
    </FlameFrame>
  );
}
