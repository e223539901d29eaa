import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compiledServerFile } from "../../lib/build-layout";

type ServerModule = typeof import("../../server");

/**
 * The compiled server.ts, the very file `npm run serve` and the container image run
 * (scripts/serve.mjs). `npm start`, the browser tests' server and the fault tests prepare
 * a database in TypeScript and then start the server through this, so a broken compiled
 * server fails their tests too.
 */
export async function loadCompiledServer(): Promise<ServerModule> {
  const file = join(process.cwd(), compiledServerFile());
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return (await import(pathToFileURL(file).href)) as ServerModule;
}
