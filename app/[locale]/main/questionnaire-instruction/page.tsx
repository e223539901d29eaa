import { getTranslations } from "next-intl/server";
import { FlameFrame } from "@/components/consumer/flame-frame";
import { CoupleModeChoice } from "@/components/consumer/mode-choice";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("flameInstruction", { brand: "love" });

/** How the flame test works, and who answers: one person for both, or both in turn. */
export default async function FlameInstruction() {
  const t = await getTranslations("flame");
  return (
    <ClientMessages namespaces={["consumer"]}>
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
          <CoupleModeChoice className="flex flex-col gap-3" hrefs={{ alone: "/main/questionnaire?mode=alone", together: "/main/questionnaire?mode=together" }} />
        </div>
      </FlameFrame>
    </ClientMessages>
  );
}
