import "server-only";
import { eq } from "drizzle-orm";
import { QUESTIONNAIRE_CONTENT } from "@/lib/questionnaire";
import type { Db } from "./client";
import { questionnaires } from "./schema";

/**
 * Installs the shipped questionnaire versions that the database does not have yet.
 * Runs at every start (after migrations): the app cannot work without version 1.
 */
export async function ensureQuestionnaires(db: Db): Promise<number> {
  let added = 0;
  for (const [kind, versions] of Object.entries(QUESTIONNAIRE_CONTENT)) {
    const existing = await db.select({ version: questionnaires.version }).from(questionnaires).where(eq(questionnaires.kind, kind as "profile"));
    const known = new Set(existing.map((r) => r.version));
    for (const definition of versions) {
      if (known.has(definition.version)) continue;
      await db
        .insert(questionnaires)
        .values({ kind: definition.kind, version: definition.version, name: definition.title.en, definition: definition as unknown as Record<string, unknown>, dataSource: "seed" })
        .onConflictDoNothing();
      added++;
    }
  }
  return added;
}
