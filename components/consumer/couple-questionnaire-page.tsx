"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { newClientKey } from "@/lib/client/consumer-keys";
import { CoupleQuestionnaireRun } from "./couple-questionnaire-run";

const DRAFT = "couple-questionnaire-draft";

function keptDraft(): { key: string; mode: "alone" | "together" } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(DRAFT) ?? "null") as { key?: unknown; mode?: unknown } | null;
    return parsed && typeof parsed.key === "string" && (parsed.mode === "alone" || parsed.mode === "together") ? { key: parsed.key, mode: parsed.mode } : null;
  } catch {
    return null;
  }
}

/** The public couple questionnaire: choose who answers, answer (resumable), then the result page. */
export function CoupleQuestionnairePage({ today }: { today: string }) {
  const t = useTranslations("consumer");
  const router = useRouter();
  const [draft, setDraft] = useState<{ key: string; mode: "alone" | "together" } | null | undefined>(undefined);
  useEffect(() => setDraft(keptDraft()), []);
  function start(mode: "alone" | "together") {
    const next = { key: newClientKey(), mode };
    try {
      localStorage.setItem(DRAFT, JSON.stringify(next));
    } catch {
      /* without storage the draft lives on the server under the key for this visit only */
    }
    setDraft(next);
  }
  if (draft === undefined) return <Spinner label={t("loading")} />;
  if (!draft) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t("coupleIntro")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="love" size="lg" className="h-auto flex-col gap-0.5 py-3" onClick={() => start("alone")} data-testid="mode-alone">
            <span>{t("modeAlone")}</span>
            <span className="text-xs font-normal opacity-90">{t("modeAloneHint")}</span>
          </Button>
          <Button variant="secondary" size="lg" className="h-auto flex-col gap-0.5 py-3" onClick={() => start("together")} data-testid="mode-together">
            <span>{t("modeTogether")}</span>
            <span className="text-xs font-normal text-muted">{t("modeTogetherHint")}</span>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <CoupleQuestionnaireRun
      product="couple"
      mode={draft.mode}
      draftKey={draft.key}
      today={today}
      onDone={(key) => {
        try {
          localStorage.removeItem(DRAFT);
        } catch {
          /* nothing kept */
        }
        router.push(`/couple-questionnaire/result/${key}`);
      }}
    />
  );
}
