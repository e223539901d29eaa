// For bench:engine's sparse-against-dense row: the part of a scene's simulation that grows with
// its pairs. It times the engine's own daily pair arithmetic (day-loop.ts `pairDay`: familiarity
// and partner hours of every interacting pair) over each segment's days, with the segment's pairs
// loaded as runScene loads them, and nothing per actor. Interaction changes after the window's
// first day are not applied (the benchmark's scenes have none). Together with the number of per-actor
// daily values the result carries, it says what the sparse/dense ratio measures.
import { pathToFileURL } from "node:url";
import type * as Engine from "../../lib/engine/index";

type SceneInput = Engine.SceneInput;
type Prepare = typeof import("../../lib/engine/scene/prepare-scene");
type Segment = typeof import("../../lib/engine/scene/segment");
type DayLoop = typeof import("../../lib/engine/scene/day-loop");
type Scratch = typeof import("../../lib/engine/scene/day-scratch");
type Dates = typeof import("../../lib/engine/core/dates");

export interface PairLoop {
  /** One pass over the scene's days; returns the milliseconds of the daily pair arithmetic alone (segments are built untimed). */
  run: () => number;
  pairs: number;
  days: number;
}

/** Loads the engine of `root` and returns the pair arithmetic of `input` (prepared as on `today`), ready to time. */
export async function pairLoopOf(root: string, input: SceneInput, today: string): Promise<PairLoop> {
  const load = async <T>(path: string) => (await import(pathToFileURL(`${root}/lib/engine/${path}`).href)) as T;
  const { prepareScene } = await load<Prepare>("scene/prepare-scene.ts");
  const { buildSegment } = await load<Segment>("scene/segment.ts");
  const { dayScratch: S, pairDay } = await load<DayLoop>("scene/day-loop.ts");
  const { loadRun, loadSegment } = await load<Scratch>("scene/day-scratch.ts");
  const { parseDay } = await load<Dates>("core/dates.ts");
  const prepared = prepareScene(input, parseDay(today)!);
  if (!prepared.ok) throw new Error(`scene not valid: ${JSON.stringify(prepared.error)}`);
  const prep = prepared.value;
  let pairs = 0;
  const run = () => {
    let ms = 0;
    loadRun(prep);
    const hours = Float64Array.from(prep.initialHours);
    const remote = Uint8Array.from(prep.initialRemote);
    const buf = { count: 0, idx: S.pairIdx, i: S.pairI, j: S.pairJ, hours: S.pairHours, q: S.pairQ };
    for (const plan of prep.segments) {
      const seg = buildSegment(prep, plan, hours, remote, buf);
      loadSegment(seg, buf.count);
      S.pairG.fill(1, 0, buf.count);
      pairs = Math.max(pairs, buf.count);
      const t0 = performance.now();
      for (let t = plan.from; t < plan.to; t++) {
        pairDay();
        // actorsDay clears these per member; nothing per actor is computed here.
        S.inum.fill(0);
        S.snum.fill(0);
      }
      ms += performance.now() - t0;
    }
    return ms;
  };
  run();
  return { run, pairs, days: prep.dayCount };
}
