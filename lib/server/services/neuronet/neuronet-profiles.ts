import "server-only";
import { and, desc, eq, ilike, inArray, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners, profiles } from "@/db/schema";
import type { NeuronetProfilePage, NeuronetProfilesQuery } from "@/lib/contracts/neuronet";
import { splitRows } from "@/lib/neuronet";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { afterTimestamp, timestampKey } from "@/lib/server/paging/keyset";
import { escapeLike } from "@/lib/server/paging/like";
import { gradesOf } from "./grades";
import { loadModel } from "./model-dto";
import { storedPredictions } from "./predictions";
import { hasFinalGrade } from "../estimates/graded";
import { readableProfile } from "./training-data";

/**
 * GET /neuronet/profiles: completed profiles, newest first (keyset on created_at, id), with
 * their final grades beside the model's stored predictions. "test" lists the graded profiles
 * the model's split holds out (the split is per id, so it is decided for the graded ids in
 * the application and passed in); "unrated" lists those without a final grade.
 */
export async function listNeuronetProfiles(db: Db, query: NeuronetProfilesQuery): Promise<NeuronetProfilePage> {
  const model = await loadModel(db, query.modelId);
  const { testShare, seed } = model.hyperParameters;
  const cursor = decodeCursor(query.cursor, 1);
  const conditions: SQL[] = [readableProfile];
  if (query.set === "unrated") conditions.push(not(hasFinalGrade));
  if (query.set === "test") {
    const graded = await db.select({ id: profiles.id }).from(profiles).where(and(readableProfile, hasFinalGrade));
    const testIds = splitRows(graded.map((g) => g.id), testShare, seed).test;
    if (!testIds.length) return { items: [], nextCursor: null };
    conditions.push(hasFinalGrade, inArray(profiles.id, testIds));
  }
  if (query.q) conditions.push(ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, `%${escapeLike(query.q)}%`));
  if (cursor) conditions.push(afterTimestamp(profiles.createdAt, profiles.id, cursor.key[0], cursor.id, "desc"));
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: owners.companyName,
      finalScore: profiles.finalScore,
      createdKey: timestampKey(profiles.createdAt),
    })
    .from(profiles)
    .leftJoin(owners, eq(owners.id, profiles.ownerId))
    .where(and(...conditions))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => ({ key: [row.createdKey], id: row.id }));
  const predictions = await storedPredictions(db, model.id, page.rows.map((r) => r.id));
  const testOfPage = new Set(splitRows(page.rows.map((r) => r.id), testShare, seed).test);
  return {
    items: page.rows.map((row) => {
      const final = gradesOf(row.finalScore);
      const stored = predictions.get(row.id);
      return {
        profileId: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        companyName: row.companyName || null,
        split: !final ? "unrated" : testOfPage.has(row.id) ? "test" : "train",
        final,
        predicted: stored?.prediction ?? null,
        predictedAt: stored?.predictedAt.toISOString() ?? null,
      };
    }),
    nextCursor: page.nextCursor,
  };
}
