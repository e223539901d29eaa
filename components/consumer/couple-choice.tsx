"use client";

import { useTranslations } from "next-intl";
import type { CoupleMode } from "@/lib/questionnaire";
import { CoupleModeChoice } from "./mode-choice";

const MODE_LINKS = { alone: "/couple-questionnaire?mode=alone", together: "/couple-questionnaire?mode=together" } as const;

/**
 * The couple questionnaire's choice of who answers: links to the page with a new draft
 * (`?mode=`), or buttons where the questionnaire is already loaded (`onChoose`). `onIntent`
 * hears a pointer, touch or focus on it before a choice is made.
 */
export function CoupleChoice({ onChoose, onIntent }: { onChoose?: (mode: CoupleMode) => void; onIntent?: () => void }) {
  const t = useTranslations("consumer");
  return (
    <div className="flex flex-col gap-4" onPointerOver={onIntent} onPointerDown={onIntent} onFocus={onIntent}>
      <p className="text-muted">{t("coupleIntro")}</p>
      <CoupleModeChoice className="grid gap-3 sm:grid-cols-2" hrefs={MODE_LINKS} {...(onChoose ? { onChoose } : {})} />
    </div>
  );
}
