import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { questionnaires } from "@/db/schema";
import type { QuestionnaireDto } from "@/lib/contracts/profiles";
import { AGE_QUESTION, GENDER_QUESTION, type QuestionnaireDefinition, type QuestionnaireKind } from "@/lib/questionnaire";
import { AppError } from "@/lib/server/http/app-error";

export interface StoredQuestionnaire {
  id: string;
  kind: QuestionnaireKind;
  version: number;
  definition: QuestionnaireDefinition;
}

function toStored(row: typeof questionnaires.$inferSelect): StoredQuestionnaire {
  return { id: row.id, kind: row.kind, version: row.version, definition: row.definition as unknown as QuestionnaireDefinition };
}

/** The newest version of a kind that is not retired. */
export async function latestQuestionnaireVersion(db: Db, kind: QuestionnaireKind): Promise<StoredQuestionnaire> {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.kind, kind), ne(questionnaires.status, "inactive")))
    .orderBy(desc(questionnaires.version))
    .limit(1);
  if (!row) throw new AppError("not_found");
  return toStored(row);
}

/**
 * One version of a kind, retired or not: for answers written against that version (the
 * demo and benchmark profiles answer the profile questionnaire v1, which asks the age).
 */
export async function questionnaireVersion(db: Db, kind: QuestionnaireKind, version: number): Promise<StoredQuestionnaire> {
  const [row] = await db.select().from(questionnaires).where(and(eq(questionnaires.kind, kind), eq(questionnaires.version, version))).limit(1);
  if (!row) throw new AppError("not_found");
  return toStored(row);
}

export async function questionnaireVersionById(db: Db, id: string): Promise<StoredQuestionnaire> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  if (!row) throw new AppError("not_found");
  return toStored(row);
}

/** The step of the short questionnaire: sex, age and the 30 personality items. */
const SHORT_STEP = "about_you";

/**
 * The short questionnaire: the profile questionnaire's questions that the compatibility
 * model needs at least (sex, age, the 30 items). Short profiles are upgraded later with
 * the rest (GET /app/upgrade/short).
 */
export function shortDefinition(full: QuestionnaireDefinition): QuestionnaireDefinition {
  const keep = (q: QuestionnaireDefinition["questions"][number]) => q.bigFiveItem !== undefined || q.neuronName === GENDER_QUESTION || q.neuronName === AGE_QUESTION;
  return {
    ...full,
    steps: full.steps.filter((s) => s.id === SHORT_STEP),
    questions: full.questions.filter(keep),
  };
}

/** The questions a short profile lacks: everything but the short questionnaire's. */
export function upgradeDefinition(full: QuestionnaireDefinition): QuestionnaireDefinition {
  const short = new Set(shortDefinition(full).questions.map((q) => q.neuronName));
  const questions = full.questions.filter((q) => !short.has(q.neuronName));
  const steps = full.steps.filter((s) => questions.some((q) => q.step === s.id));
  return { ...full, steps, questions };
}

export type { QuestionnaireDto };


/** GET /owner/questionnaire and /questionnaire/unsecure. */
export async function currentQuestionnaire(db: Db, kind: QuestionnaireKind, short: boolean): Promise<QuestionnaireDto> {
  const stored = await latestQuestionnaireVersion(db, kind);
  const useShort = short && kind === "profile";
  return { _id: stored.id, kind, version: stored.version, short: useShort, definition: useShort ? shortDefinition(stored.definition) : stored.definition };
}

/** GET /app/upgrade/short. */
export async function upgradeQuestionnaire(db: Db): Promise<QuestionnaireDto> {
  const stored = await latestQuestionnaireVersion(db, "profile");
  return { _id: stored.id, kind: "profile", version: stored.version, short: false, definition: upgradeDefinition(stored.definition) };
}
