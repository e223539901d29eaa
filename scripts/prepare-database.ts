import { closeDatabase, getDatabase } from "../db/client";
import { describeDemoAccounts, seedDemoData } from "../db/seed";
import { ensureQuestionnaires } from "../db/seed-questionnaires";
import { appUrl, env } from "../lib/env";
import { demoDataPolicy } from "../lib/server/demo-policy";
import { closeEnginePool } from "../lib/server/jobs/pool";

/** Migrates the configured database and loads the demo data once; closes it again. */
export async function prepareDatabase(options: { seed: boolean }): Promise<void> {
  const handle = await getDatabase();
  const started = Date.now();
  await handle.migrate();
  console.info(`[db] ${handle.driver === "pglite" ? `embedded PGlite at ${env().PGLITE_DIR}` : "PostgreSQL"} migrated in ${Date.now() - started} ms`);
  const added = await ensureQuestionnaires(handle.db);
  if (added) console.info(`[db] ${added} questionnaire version(s) installed`);
  const demo = demoDataPolicy({ appUrl: appUrl(), setting: env().DEMO_DATA, legacyOff: env().NO_DEMO_DATA });
  if (options.seed && demo.load) {
    const seeded = await seedDemoData(handle.db);
    // The demo teams were run in the engine's pool: its threads would keep a seed-only script alive.
    await closeEnginePool();
    if (seeded) console.info("[db] demo data loaded");
    console.info(describeDemoAccounts(appUrl(), { withPasswords: demo.printPasswords }));
  } else if (options.seed) {
    console.info("[db] no demo data: APP_URL is not a local address (DEMO_DATA=on loads it anyway)");
  }
  await closeDatabase();
}
