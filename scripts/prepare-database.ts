import { closeDatabase, getDatabase } from "../db/client";
import { describeDemoAccounts, seedDemoData } from "../db/seed";
import { ensureQuestionnaires } from "../db/seed-questionnaires";
import { appUrl, env } from "../lib/env";

/** Migrates the configured database and loads the demo data once; closes it again. */
export async function prepareDatabase(options: { seed: boolean }): Promise<void> {
  const handle = await getDatabase();
  const started = Date.now();
  await handle.migrate();
  console.info(`[db] ${handle.driver === "pglite" ? `embedded PGlite at ${env().PGLITE_DIR}` : "PostgreSQL"} migrated in ${Date.now() - started} ms`);
  const added = await ensureQuestionnaires(handle.db);
  if (added) console.info(`[db] ${added} questionnaire version(s) installed`);
  if (options.seed && !env().NO_DEMO_DATA) {
    const seeded = await seedDemoData(handle.db);
    if (seeded) console.info("[db] demo data loaded");
    console.info(describeDemoAccounts(appUrl()));
  }
  await closeDatabase();
}
