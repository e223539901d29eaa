import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { buildSync, type Metafile } from "esbuild";
import { COMPILED_DIR, compiledMetafile, compiledServerFile, compiledWorkerFile, WORKER_SOURCES, type WorkerName } from "../../lib/build-layout";

// The second half of `npm run build` (after `next build`): server.ts and the worker threads
// bundled into plain JavaScript under .build/, so the production process and its threads
// run with no TypeScript loader (issue 18, point 5). Our own code is inlined; packages stay
// in node_modules (next, piscina, pg, ...), which the image installs for production only.

/** `import "server-only"` guards against client bundles; outside Next it would throw, so it compiles to nothing. */
const EMPTY_MODULE = "./scripts/lib/empty-module.mjs";

/** Files whose change makes every compiled file stale, besides the inputs esbuild records. */
const SETTINGS = ["tsconfig.json", "package.json", "scripts/lib/compile-server.ts", "lib/build-layout.ts", EMPTY_MODULE];

/** Each compiled file and the source it is made from. */
function compiledFiles(outDir: string): Array<{ output: string; source: string }> {
  const workers = Object.entries(WORKER_SOURCES).map(([name, source]) => ({ output: compiledWorkerFile(name as WorkerName, outDir), source }));
  return [{ output: compiledServerFile(outDir), source: "server.ts" }, ...workers];
}

/** Compiles server.ts and every worker into `outDir` (.build/; tests give another) and records their inputs. */
export function compileServer(outDir: string = COMPILED_DIR): void {
  // esbuild names an output after its entry's key: "workers/engine-worker" -> workers/engine-worker.mjs.
  const entryPoints = Object.fromEntries(compiledFiles(outDir).map(({ output, source }) => [relative(outDir, output).replace(/\.mjs$/, ""), source]));
  const result = buildSync({
    entryPoints,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json", // its "@/*" path alias
    alias: { "server-only": EMPTY_MODULE },
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(compiledMetafile(outDir), JSON.stringify(result.metafile));
}

/** Whether every compiled file exists and is newer than each of its inputs and the settings. */
export function compiledServerIsCurrent(outDir: string = COMPILED_DIR): boolean {
  const outputs = compiledFiles(outDir).map((file) => file.output);
  if (!existsSync(compiledMetafile(outDir)) || !outputs.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const meta = JSON.parse(readFileSync(compiledMetafile(outDir), "utf8")) as Metafile;
  const inputs = [...Object.keys(meta.inputs), ...SETTINGS];
  return inputs.every((path) => existsSync(path) && statSync(path).mtimeMs <= builtAt);
}
