import "server-only";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { compiledWorkerFile, WORKER_SOURCES, type WorkerName } from "@/lib/build-layout";
import { isProduction } from "@/lib/env";

export interface WorkerEntry {
  /** Absolute path of the module the thread runs. */
  file: string;
  compiled: boolean;
  /** Node flags of the thread: none for compiled JavaScript. */
  execArgv: string[];
}

/**
 * Which file a worker thread runs, by one rule: in production (NODE_ENV=production) the
 * JavaScript that `npm run build` compiled, loaded with no loader and no flags; everywhere
 * else (`npm run dev`, vitest, scripts) the TypeScript source through tsx, with the
 * react-server condition so its `import "server-only"` resolves to the package's empty
 * module (the compiled file has that import removed at build time).
 */
export function workerEntry(name: WorkerName, options: { production: boolean; root: string }): WorkerEntry {
  if (options.production) {
    return { file: join(options.root, compiledWorkerFile(name)), compiled: true, execArgv: [] };
  }
  return { file: join(options.root, WORKER_SOURCES[name]), compiled: false, execArgv: ["--conditions=react-server", "--import", "tsx"] };
}

/** workerEntry for this process; in production a missing compiled file is an error that says how to make it. */
export function currentWorkerEntry(name: WorkerName): WorkerEntry {
  const entry = workerEntry(name, { production: isProduction(), root: process.cwd() });
  // turbopackIgnore: a path Next's build cannot scope would make it trace the whole project.
  if (entry.compiled && !existsSync(/* turbopackIgnore: true */ entry.file)) {
    throw new Error(`${entry.file} is missing: production runs the compiled workers; run \`npm run build\` first`);
  }
  return entry;
}
