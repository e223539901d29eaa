import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, neuronetModels } from "@/db/schema";
import type { NeuronetModelDto } from "@/lib/contracts/neuronet";
import { AppError } from "@/lib/server/http/app-error";

export type ModelRow = typeof neuronetModels.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toModelDto(row: ModelRow, createdBy: string | null): NeuronetModelDto {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    status: row.status,
    source: row.source,
    hyperParameters: row.hyperParameters,
    encoding: row.encoding,
    trainingSetSize: row.trainingSetSize,
    testSetSize: row.testSetSize,
    metrics: row.metrics,
    progress: row.status === "queued" || row.status === "training" ? row.progress : null,
    failure: row.status === "failed" ? row.failure : null,
    hasArtifact: row.artifactKey !== null,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    trainedAt: iso(row.trainedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy,
  };
}

/** The model row, or 404 not_found. `forUpdate` locks it for the rest of the transaction. */
export async function loadModel(db: Db, id: string, forUpdate = false): Promise<ModelRow> {
  const query = db.select().from(neuronetModels).where(eq(neuronetModels.id, id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found");
  return row;
}

export async function modelDto(db: Db, row: ModelRow): Promise<NeuronetModelDto> {
  if (!row.createdBy) return toModelDto(row, null);
  const [admin] = await db.select({ email: administrators.email }).from(administrators).where(eq(administrators.id, row.createdBy)).limit(1);
  return toModelDto(row, admin?.email ?? null);
}

/** A refused step on a model: 400 validate.consistency naming what is in the way. */
export function modelConflict(field: string, reason: string): AppError {
  return new AppError("validate.consistency", 400, { fields: { [field]: reason } });
}

/** Training, cancelling and deleting depend on these states. */
export const isTrainingState = (status: ModelRow["status"]) => status === "queued" || status === "training";
