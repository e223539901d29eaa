import "server-only";
import type { CoupleDraft } from "@/components/consumer/couple-questionnaire-run";
import type { CoupleMode } from "@/lib/questionnaire";
import { getDb } from "@/db/client";
import { isConsumerKey } from "@/lib/contracts/consumer-key";
import { serverEffects } from "@/lib/server/composition-root";
import { unlessMissing } from "@/lib/server/http/app-error";
import { readConsumerData } from "@/lib/server/services/consumer/drafts";

/**
 * The couple questionnaire's progress kept under a draft key from the page's address
 * (/couple-questionnaire?draft=, /main/questionnaire/{key}), read with the page so the form
 * resumes in the served HTML with nothing fetched after hydration. Null for a malformed
 * key, or when nothing is kept under it (never saved yet, or expired). `mode` is the one the
 * draft was saved with, which wins over the address's.
 */
export async function keptCoupleDraft(key: string): Promise<(CoupleDraft & { mode?: CoupleMode }) | null> {
  if (!isConsumerKey(key)) return null;
  const kept = await unlessMissing(async () => readConsumerData(await getDb(), key, serverEffects().clock.now()));
  if (!kept) return null;
  const { answers, currentStep, personal, mode } = kept.data as Record<keyof CoupleDraft | "mode", unknown>;
  return {
    ...(mode === "alone" || mode === "together" ? { mode } : {}),
    ...(answers && typeof answers === "object" ? { answers: answers as CoupleDraft["answers"] } : {}),
    ...(typeof currentStep === "number" ? { currentStep } : {}),
    ...(personal && typeof personal === "object" ? { personal: personal as CoupleDraft["personal"] } : {}),
  };
}
