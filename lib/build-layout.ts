// Where `npm run build` writes what it compiles besides Next's own .next/ directory: the
// custom server and the worker threads as plain JavaScript, so production runs no loader
// (scripts/lib/compile-server.ts writes them; lib/server/jobs/worker-entry.ts and
// scripts/serve.mjs read them). Outside lib/server so build scripts can import it.

export const COMPILED_DIR = ".build";

/** The worker threads' TypeScript sources; each is compiled into compiledWorkerFile(name). */
export const WORKER_SOURCES = {
  "engine-worker": "lib/server/jobs/engine-worker.ts",
  "neuronet-worker": "lib/server/jobs/neuronet-worker.ts",
} as const;

export type WorkerName = keyof typeof WORKER_SOURCES;

/** server.ts bundled (our own code inlined; packages stay in node_modules). */
export function compiledServerFile(dir: string = COMPILED_DIR): string {
  return `${dir}/server/server.mjs`;
}

export function compiledWorkerFile(name: WorkerName, dir: string = COMPILED_DIR): string {
  return `${dir}/workers/${name}.mjs`;
}

/** esbuild's record of the compiled files' inputs, to tell when they are out of date. */
export function compiledMetafile(dir: string = COMPILED_DIR): string {
  return `${dir}/meta.json`;
}
