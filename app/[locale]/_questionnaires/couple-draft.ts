import "server-only";
import type { CoupleDraft } from "@/components/consumer/couple-questionnaire-run";
import { getDb } from "@/db/client";
import { ConsumerKey } from "@/lib/contracts/consumer";
import { serverEffects } from "@/lib/server/composition-root";
import { unlessMissing } from "@/lib/server/http/app-error";
import { readConsumerData } from "@/lib/server/services/consumer/drafts";

/**
 * The couple questionnaire's progress kept under a draft key from the page's address
 * (/couple-questionnaire?draft=, /main/questionnaire/{key}), read with the page so the form
 * resumes in the served HTML with nothing fetched after hydration. Null for a malformed
 * key, or when nothing is kept under it (never saved yet, or expired).
 */
export async function keptCoupleDraft(key: string): Promise<CoupleDraft | null> {
  if (!ConsumerKey.safeParse(key).success) return null;
  const kept = await unlessMissing(async () => readConsumerData(await getDb(), key, serverEffects().clock.now()));
  if (!kept) return null;
  const { answers, currentStep, personal } = kept.data as Record<keyof CoupleDraft, unknown>;
  return {
    ...(answers && typeof answers === "object" ? { answers: answers as CoupleDraft["answers"] } : {}),
    ...(typeof currentStep === "number" ? { currentStep } : {}),
    ...(personal && typeof personal === "object" ? { personal: personal as CoupleDraft["personal"] } : {}),
  };
}
