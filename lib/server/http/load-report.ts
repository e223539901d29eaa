import "server-only";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { takeEngineLoad } from "@/lib/server/jobs/pool";
import { log } from "@/lib/server/log";
import type { Admission } from "./admission";

/**
 * Every `seconds` in which API requests arrived, one "load" log line says where the time
 * goes: requests admitted and shed by the admission limit, the event loop's delay (the
 * main thread is shared by Next, the route handlers and, on PGlite, the database), and the
 * engine pool's queue wait and run times. `npm run bench:load` reads these lines.
 */
export function startLoadReport(admission: Admission, seconds: number): () => void {
  if (seconds <= 0) return () => {};
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const timer = setInterval(() => {
    const counts = admission.takeCounts();
    if (counts.admitted + counts.shed > 0 || counts.inFlight > 0) {
      log("load").info(
        {
          seconds,
          ...counts,
          eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
          engine: takeEngineLoad(),
        },
        "load",
      );
    }
    delay.reset();
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
