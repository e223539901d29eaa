import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, neuronetModels } from "@/db/schema";
import type { CreateNeuronetModel, NeuronetModelDto, NeuronetModelList, UpdateNeuronetModel } from "@/lib/contracts/neuronet";
import { DEFAULT_HYPER_PARAMETERS } from "@/lib/neuronet/hyper-parameters";
import type { Session } from "@/lib/server/auth/sessions";
import { audit } from "../admin/audit";
import { isTrainingState, loadModel, modelConflict, modelDto, toModelDto } from "./model-dto";
import { countTrainableProfiles, currentEncoding } from "./training-data";

/** Every model, newest first (a handful: each is an administrator's deliberate act), with what a training would use now. */
export async function listModels(db: Db): Promise<NeuronetModelList> {
  const rows = await db.select().from(neuronetModels).orderBy(desc(neuronetModels.createdAt), desc(neuronetModels.id));
  const creators = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => id !== null))];
  const emails = creators.length ? await db.select({ id: administrators.id, email: administrators.email }).from(administrators).where(inArray(administrators.id, creators)) : [];
  const byId = new Map(emails.map((a) => [a.id, a.email]));
  const [trainableProfiles, encoding] = await Promise.all([countTrainableProfiles(db), currentEncoding(db)]);
  return { items: rows.map((r) => toModelDto(r, r.createdBy ? (byId.get(r.createdBy) ?? null) : null)), trainableProfiles, currentEncoding: encoding.id };
}

export async function getModel(db: Db, id: string): Promise<NeuronetModelDto> {
  return modelDto(db, await loadModel(db, id));
}

export async function createModel(db: Db, session: Session, body: CreateNeuronetModel, now: Date): Promise<NeuronetModelDto> {
  const [row] = await db
    .insert(neuronetModels)
    .values({ name: body.name, note: body.note ?? "", hyperParameters: body.hyperParameters ?? DEFAULT_HYPER_PARAMETERS, createdBy: session.subjectId, createdAt: now, updatedAt: now })
    .returning();
  await audit(db, session, "neuronet.create", "neuronet_model", row!.id, null, { name: row!.name, hyperParameters: row!.hyperParameters }, now);
  return modelDto(db, row!);
}

export async function updateModel(db: Db, session: Session, id: string, body: UpdateNeuronetModel, now: Date): Promise<NeuronetModelDto> {
  const before = await loadModel(db, id, true);
  if (body.hyperParameters && isTrainingState(before.status)) throw modelConflict("hyperParameters", "training_in_progress");
  const [row] = await db
    .update(neuronetModels)
    .set({ ...(body.name !== undefined && { name: body.name }), ...(body.note !== undefined && { note: body.note }), ...(body.hyperParameters && { hyperParameters: body.hyperParameters }), updatedAt: now })
    .where(eq(neuronetModels.id, id))
    .returning();
  await audit(db, session, "neuronet.update", "neuronet_model", id, { name: before.name, note: before.note, hyperParameters: before.hyperParameters }, body, now);
  return modelDto(db, row!);
}

/** Deletes a model with its artifacts and predictions; the published one and one in training stay. */
export async function deleteModel(db: Db, session: Session, id: string, now: Date): Promise<{ ok: true }> {
  const row = await loadModel(db, id, true);
  if (row.published) throw modelConflict("published", "published_model_locked");
  if (isTrainingState(row.status)) throw modelConflict("status", "training_in_progress");
  await db.delete(neuronetModels).where(eq(neuronetModels.id, id));
  await audit(db, session, "neuronet.delete", "neuronet_model", id, { name: row.name, status: row.status, source: row.source }, null, now);
  return { ok: true };
}
