// Run by `npm run bench:api` as a child process (server modules need the server-only shim),
// on the database its environment names (PGLITE_DIR or DATABASE_URL), before the server
// starts: migrates, loads the demo data, grows the demo company (bench-company.ts) and opens
// a session for the demo owner and the demo flame user, then analyses every table, as a
// company's database that has run for a while is (PostgreSQL's autovacuum; the embedded
// maintenance on PGlite): a fresh PostgreSQL database measured within a minute of seeding has
// no statistics yet, and the picker's search then reads and sorts every profile of the owner
// (7.4 ms against 2.3 ms analysed). Prints one line: BENCH_DATA {json}.
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "../../db/client";
import { owners, profiles, scenes } from "../../db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "../../db/seed";
import { ensureQuestionnaires } from "../../db/seed-questionnaires";
import { findAccountByEmail } from "../../lib/server/auth/accounts";
import { createSession } from "../../lib/server/auth/sessions";
import { closeEnginePool } from "../../lib/server/jobs/pool";
import { seedBenchCompany } from "./bench-company";

const PROFILES = Number(process.env.BENCH_PROFILES ?? 5000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 500);

const handle = await getDatabase();
const started = Date.now();
await handle.migrate();
await ensureQuestionnaires(handle.db);
const now = new Date();
await seedDemoData(handle.db, now);
const [owner] = await handle.db.select({ id: owners.id }).from(owners).where(eq(owners.email, DEMO_ACCOUNTS.owner.email)).limit(1);
if (!owner) throw new Error("no demo owner");
await seedBenchCompany(handle.db, owner.id, now, { profiles: PROFILES, teams: TEAMS });
const ownerAccount = (await findAccountByEmail(handle.db, "owner", DEMO_ACCOUNTS.owner.email))!;
const flameAccount = (await findAccountByEmail(handle.db, "flame", DEMO_ACCOUNTS.flame.email))!;
const ownerSession = await createSession(handle.db, ownerAccount, now);
const flameSession = await createSession(handle.db, flameAccount, now);
await handle.db.execute(sql`analyze`);
const [counted] = await handle.db.select({ n: handle.db.$count(profiles, eq(profiles.ownerId, owner.id)), t: handle.db.$count(scenes, eq(scenes.ownerId, owner.id)) }).from(owners).where(eq(owners.id, owner.id));
await closeDatabase();
await closeEnginePool(); // the demo teams ran in the engine's pool
console.log(`BENCH_DATA ${JSON.stringify({ ownerToken: ownerSession.token, flameToken: flameSession.token, profiles: counted?.n, teams: counted?.t, seconds: (Date.now() - started) / 1000 })}`);
