import "server-only";
import { getLocale } from "next-intl/server";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { buildPreview, type PreviewGroup } from "@/components/questionnaire/preview-model";
import { getDb } from "@/db/client";
import type { Answers } from "@/lib/questionnaire";
import { questionnaireVersionById, shortDefinition } from "@/lib/server/services/profiles/questionnaire-versions";

/** A profile's answers grouped by step in the page's language, as the questionnaire preview lists them. */
export async function answerGroupsFor(questionnaire: { _id: string; short: boolean } | null, answers: Record<string, unknown>): Promise<PreviewGroup[] | null> {
  if (!questionnaire) return null;
  const stored = await questionnaireVersionById(await getDb(), questionnaire._id);
  const definition = questionnaire.short ? shortDefinition(stored.definition) : stored.definition;
  return buildPreview(definition, answers as Answers, questionnaireLocale(await getLocale()));
}
