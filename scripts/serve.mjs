// `npm run serve`: the production server and nothing else, as the container image runs it.
// No migration, no demo data, no build: run `npm run db:migrate` and `npm run build` before.
// Plain JavaScript that loads the compiled server (lib/build-layout.ts, compiledServerFile), so
// the process needs no TypeScript loader. package.json runs it with `exec`, so npm's SIGTERM
// reaches this process and the graceful shutdown runs.
import { existsSync } from "node:fs";

const COMPILED_SERVER = ".build/server/server.mjs";

if (!existsSync(COMPILED_SERVER) || !existsSync(".next/BUILD_ID")) {
  console.error("[serve] no build here: run `npm run build` first (`npm start` builds, migrates and seeds by itself)");
  process.exit(1);
}
const { startServer } = await import(`../${COMPILED_SERVER}`);
await startServer({ dev: false });
