import "server-only";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Piscina } from "piscina";
import type { EngineCommand, EngineReply } from "./engine-commands";

const KEY = Symbol.for("accordo.engine-pool");
type Holder = { [KEY]?: Piscina };

/**
 * The worker-thread pool that runs the engine, sized to the machine's cores. Workers
 * load the TypeScript worker through tsx (a runtime dependency), whatever started us. The
 * worker starts with `import "server-only"` like every file in lib/server; the react-server
 * condition resolves that package to its empty module (piscina loads the worker with
 * require, which the loader hook of scripts/allow-server-only.mjs does not reach).
 */
export function enginePool(): Piscina {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const cores = availableParallelism();
    holder[KEY] = new Piscina({
      filename: join(process.cwd(), "lib/server/jobs/engine-worker.ts"),
      minThreads: 1,
      maxThreads: Math.max(1, cores),
      idleTimeout: 60_000,
      execArgv: ["--conditions=react-server", "--import", "tsx"],
    });
  }
  return holder[KEY];
}

export async function runEngine(command: EngineCommand): Promise<EngineReply> {
  return (await enginePool().run(command)) as EngineReply;
}

export async function closeEnginePool(): Promise<void> {
  const holder = globalThis as Holder;
  const pool = holder[KEY];
  delete holder[KEY];
  await pool?.destroy();
}
