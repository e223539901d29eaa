import "server-only";
import { and, asc, count, desc, eq, inArray, max } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { profiles, questionnaires } from "@/db/schema";
import type { AdminQuestionnaireDto } from "@/lib/contracts/admin";
import { avatarFromAnswers, checkDefinition, scoreQuestionnaireBigFive, type Answers, type QuestionnaireDefinition, type QuestionnaireKind } from "@/lib/questionnaire";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { shortDefinition } from "../profiles/questionnaire-versions";
import { audit } from "./audit";

type Row = typeof questionnaires.$inferSelect;

const text = z.strictObject({ ru: z.string(), en: z.string() });
/** The outer shape a definition must have before the engine's thorough check reads it. */
const DefinitionShape = z.object({
  kind: z.enum(["profile", "love", "couple"]),
  title: text,
  steps: z.array(z.object({ id: z.string(), title: text })).min(1).max(20),
  questions: z.array(z.object({ neuronName: z.string(), type: z.string(), label: text, scope: z.array(z.unknown()), options: z.object({}).passthrough(), step: z.string(), index: z.number() }).passthrough()).min(1).max(1_000),
  personalFields: z.object({}).passthrough(),
}).passthrough();

async function usage(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: profiles.questionnaireId, n: count() }).from(profiles).where(inArray(profiles.questionnaireId, ids)).groupBy(profiles.questionnaireId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

function toDto(row: Row, profileCount: number): AdminQuestionnaireDto {
  return { _id: row.id, kind: row.kind, version: row.version, name: row.name, status: row.status, dataSource: row.dataSource, profileCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listQuestionnaires(db: Db): Promise<AdminQuestionnaireDto[]> {
  const rows = await db.select().from(questionnaires).orderBy(asc(questionnaires.kind), desc(questionnaires.version));
  const used = await usage(db, rows.map((r) => r.id));
  return rows.map((r) => toDto(r, used.get(r.id) ?? 0));
}

async function load(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  if (!row) throw new AppError("not_found");
  return row;
}

export async function getQuestionnaire(db: Db, id: string): Promise<AdminQuestionnaireDto & { definition: unknown }> {
  const row = await load(db, id);
  return { ...toDto(row, (await usage(db, [id])).get(id) ?? 0), definition: row.definition };
}

/** Checks a definition with the questionnaire engine; any problem answers 400 listing them. */
function validDefinition(kind: QuestionnaireKind, raw: Record<string, unknown>): QuestionnaireDefinition {
  const shape = DefinitionShape.safeParse(raw);
  if (!shape.success || shape.data.kind !== kind) throw new AppError("validation:invalid_body", 400, { fields: { definition: "invalid" } });
  const definition = raw as unknown as QuestionnaireDefinition;
  let issues: ReturnType<typeof checkDefinition>;
  try {
    issues = checkDefinition(definition);
  } catch {
    throw new AppError("validation:invalid_body", 400, { fields: { definition: "invalid" } });
  }
  if (issues.length) throw new AppError("validation:invalid_body", 400, { fields: Object.fromEntries(issues.slice(0, 20).map((i, n) => [`definition.${n}`, `${i.code}:${i.where}`.replace(/[^a-z_:0-9]/gi, "_").slice(0, 60)])) });
  return definition;
}

async function insertVersion(db: Db, kind: QuestionnaireKind, name: string, definition: QuestionnaireDefinition, dataSource: string, now: Date): Promise<Row> {
  const [{ value }] = (await db.select({ value: max(questionnaires.version) }).from(questionnaires).where(eq(questionnaires.kind, kind))) as [{ value: number | null }];
  const version = (value ?? 0) + 1;
  const [row] = await db.insert(questionnaires).values({ kind, version, name, definition: { ...definition, version } as unknown as Record<string, unknown>, dataSource, status: "created", createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function createQuestionnaire(db: Db, session: Session, input: { kind: QuestionnaireKind; name: string; definition: Record<string, unknown>; dataSource?: string }, now: Date): Promise<AdminQuestionnaireDto> {
  const definition = validDefinition(input.kind, input.definition);
  const row = await insertVersion(db, input.kind, input.name, definition, input.dataSource || "upload", now);
  await audit(db, session, "questionnaire.create", "questionnaire", row.id, null, { kind: row.kind, version: row.version, name: row.name }, now);
  return toDto(row, 0);
}

/**
 * A saved definition never changes: a new definition becomes the next version (returned);
 * the name, data source and status are this version's labels and may change.
 */
export async function updateQuestionnaire(db: Db, session: Session, id: string, input: { name?: string; status?: "created" | "computed" | "inactive"; definition?: Record<string, unknown>; dataSource?: string }, now: Date): Promise<AdminQuestionnaireDto> {
  const before = await load(db, id);
  if (input.definition) {
    const definition = validDefinition(before.kind, input.definition);
    const row = await insertVersion(db, before.kind, input.name ?? before.name, definition, input.dataSource || "upload", now);
    await audit(db, session, "questionnaire.new_version", "questionnaire", row.id, { from: before.id, version: before.version }, { version: row.version }, now);
    return toDto(row, 0);
  }
  const [after] = await db
    .update(questionnaires)
    .set({ ...(input.name ? { name: input.name } : {}), ...(input.status ? { status: input.status } : {}), ...(input.dataSource ? { dataSource: input.dataSource } : {}), updatedAt: now })
    .where(eq(questionnaires.id, id))
    .returning();
  await audit(db, session, "questionnaire.update", "questionnaire", id, { name: before.name, status: before.status }, { name: after!.name, status: after!.status }, now);
  return toDto(after!, (await usage(db, [id])).get(id) ?? 0);
}

/** A version nobody answered is deleted; one with profiles is retired (inactive) to keep them readable. */
export async function deleteQuestionnaire(db: Db, session: Session, id: string, now: Date): Promise<{ deleted: boolean; status: string }> {
  const row = await load(db, id);
  const used = (await usage(db, [id])).get(id) ?? 0;
  if (used) {
    await db.update(questionnaires).set({ status: "inactive", updatedAt: now }).where(eq(questionnaires.id, id));
    await audit(db, session, "questionnaire.retire", "questionnaire", id, { status: row.status }, { status: "inactive" }, now);
    return { deleted: false, status: "inactive" };
  }
  await db.delete(questionnaires).where(eq(questionnaires.id, id));
  await audit(db, session, "questionnaire.delete", "questionnaire", id, { kind: row.kind, version: row.version }, null, now);
  return { deleted: true, status: "deleted" };
}

/** Recomputes the stored scores (Big Five, avatar) of every completed profile answered on this version. */
export async function recalculateQuestionnaire(db: Db, session: Session, id: string, now: Date): Promise<{ recalculated: number }> {
  const row = await load(db, id);
  const definition = row.definition as unknown as QuestionnaireDefinition;
  const done = await db.select().from(profiles).where(and(eq(profiles.questionnaireId, id), inArray(profiles.status, ["ack_a", "answered"])));
  let n = 0;
  for (const p of done) {
    const scored = scoreQuestionnaireBigFive(p.isShort ? shortDefinition(definition) : definition, p.answers as Answers);
    const avatarName = avatarFromAnswers(p.answers as Answers, { seed: p.id, birthDate: p.birthDate }) ?? p.avatarName;
    await db.update(profiles).set({ bigFive: scored.ok ? { means: { ...scored.value.means }, scale: { ...scored.value.scale } } : p.bigFive, avatarName, updatedAt: now }).where(eq(profiles.id, p.id));
    n++;
  }
  await db.update(questionnaires).set({ status: "computed", updatedAt: now }).where(eq(questionnaires.id, id));
  await audit(db, session, "questionnaire.recalculate", "questionnaire", id, { status: row.status }, { status: "computed", profiles: n }, now);
  return { recalculated: n };
}
