import "server-only";
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { env } from "@/lib/env";
import { AppError } from "@/lib/server/http/app-error";
import type { EngineCommand, EngineReply } from "./engine-commands";
import { ENGINE_YOUNG_GENERATION_MB } from "./engine-heap";
import { currentWorkerEntry } from "./worker-entry";

const KEY = Symbol.for("accordo.engine-pool");
type Holder = { [KEY]?: Piscina };

/** How long a caller turned away by a full engine queue is told to wait, in seconds. */
export const ENGINE_BUSY_RETRY_AFTER = 1;

/**
 * The worker-thread pool that runs the engine, sized to the machine's cores. Which file
 * the threads run is worker-entry.ts's rule: in production the compiled
 * .build/workers/engine-worker.mjs, elsewhere the TypeScript through tsx.
 * Each thread gets a young generation sized for a large scene (engine-heap.ts).
 * Its queue is bounded (ENGINE_MAX_QUEUE): a run that would wait behind more than that
 * many others is refused at once rather than queued for seconds (checklist 30).
 */
export function enginePool(): Piscina {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const cores = availableParallelism();
    const worker = currentWorkerEntry("engine-worker");
    holder[KEY] = new Piscina({
      filename: worker.file,
      minThreads: 1,
      maxThreads: Math.max(1, cores),
      maxQueue: env().ENGINE_MAX_QUEUE,
      idleTimeout: 60_000,
      execArgv: worker.execArgv,
      // A young generation the size of a large scene's result (engine-heap.ts).
      resourceLimits: { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB },
    });
  }
  return holder[KEY];
}

/** Piscina's refusals when its queue is full (or there is none and every thread is busy). */
function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /Task queue is at limit|No task queue available/.test(error.message);
}

/** Runs one engine command in the pool; a full queue answers 503 service_unavailable with Retry-After. */
export async function runEngine(command: EngineCommand): Promise<EngineReply> {
  try {
    return (await enginePool().run(command)) as EngineReply;
  } catch (error) {
    if (isQueueFull(error)) throw new AppError("service_unavailable", 503, { retryAfter: ENGINE_BUSY_RETRY_AFTER });
    throw error;
  }
}

export interface EngineLoad {
  threads: number;
  queued: number;
  completed: number;
  /** Share of the threads' time spent running tasks since the pool started, 0..1. */
  utilization: number;
  /** Milliseconds tasks waited for a thread and ran, since the last call. */
  waitMs: { mean: number; p99: number };
  runMs: { mean: number; p99: number };
}

/** The pool's figures for the load report, or undefined when no engine run happened yet. Resets the timings. */
export function takeEngineLoad(): EngineLoad | undefined {
  const pool = (globalThis as Holder)[KEY];
  if (!pool) return undefined;
  const { waitTime, runTime } = pool.histogram;
  const round = (ms: number) => (Number.isFinite(ms) ? Math.round(ms * 10) / 10 : 0);
  const load: EngineLoad = {
    threads: pool.threads.length,
    queued: pool.queueSize,
    completed: pool.completed,
    utilization: round(pool.utilization * 100) / 100,
    waitMs: { mean: round(waitTime.mean), p99: round(waitTime.p99) },
    runMs: { mean: round(runTime.mean), p99: round(runTime.p99) },
  };
  pool.histogram.resetWaitTime();
  pool.histogram.resetRunTime();
  return load;
}

export async function closeEnginePool(): Promise<void> {
  const holder = globalThis as Holder;
  const pool = holder[KEY];
  delete holder[KEY];
  await pool?.destroy();
}
