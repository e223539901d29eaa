// Details of one day kept for explanations (contributors). Only a few days are captured.
import { conditionDynamic, type ConditionStatic } from "../team/condition";
import type { ActorSeriesKey, TeamSeriesKey } from "./run-scene";
import type { PairBuffers, SegmentState } from "./segment";
import type { PreparedScene } from "./scene-types";

export interface ActorCapture {
  idx: number;
  integration: number; // 0..1
  support: number; // 0..100
  sigmaBar: number;
  shock: number;
  shockSrc: number;
  condition: number; // NaN when unknown
  condStatic: ConditionStatic;
  dynamic: ReturnType<typeof conditionDynamic>;
  expertise: number;
  tenureDays: number;
  power: number;
  weight: number;
  handsOn: number;
  bestSupporter: number;
  bestSupport: number; // points of support (0..100 scale) coming from the best supporter
  leastFamiliar: number;
  leastFamiliarity: number; // 0..1
}

export interface DayCapture {
  day: number;
  segment: number;
  actors: ActorCapture[];
  team: Record<TeamSeriesKey, number>;
}

export function captureDay(
  prep: PreparedScene,
  seg: SegmentState,
  segment: number,
  t: number,
  buf: PairBuffers,
  g: Float64Array,
  shock: Float64Array,
  shockSrc: Int32Array,
  actor: Record<ActorSeriesKey, Float64Array>,
  team: Record<TeamSeriesKey, Float64Array>,
): DayCapture {
  const n = prep.ids.length;
  const bestFrom = new Int32Array(n).fill(-1);
  const bestVal = new Float64Array(n);
  const leastIdx = new Int32Array(n).fill(-1);
  const leastF = new Float64Array(n).fill(2);
  for (let k = 0; k < buf.count; k++) {
    const i = buf.i[k]!;
    const j = buf.j[k]!;
    const f = 1 - g[buf.idx[k]!]!;
    const w = buf.hours[k]! * f;
    for (const [to, from] of [[i, j], [j, i]] as const) {
      const v = (100 * w * seg.sigma[from]!) / seg.denom[to]!;
      if (v > bestVal[to]! || (v === bestVal[to]! && bestFrom[to]! < 0)) {
        bestVal[to] = v;
        bestFrom[to] = from;
      }
      if (f < leastF[to]!) {
        leastF[to] = f;
        leastIdx[to] = from;
      }
    }
  }
  const actors: ActorCapture[] = seg.members.map((i) => {
    const o = t * n + i;
    const integration = actor.integration[o]! / 100;
    return {
      idx: i,
      integration,
      support: actor.support[o]!,
      sigmaBar: seg.sigmaBar[i]!,
      shock: shock[i]!,
      shockSrc: shock[i]! > 0.01 ? shockSrc[i]! : -1,
      condition: actor.condition[o]!,
      condStatic: seg.condStatic[i]!,
      dynamic: conditionDynamic(seg.sigmaBar[i]!, integration, shock[i]!),
      expertise: actor.expertise[o]!,
      tenureDays: prep.d0 + t - prep.firstJoin[i]!,
      power: actor.power[o]!,
      weight: actor.weight[o]!,
      handsOn: seg.handsOn[i]!,
      bestSupporter: bestFrom[i]!,
      bestSupport: bestVal[i]!,
      leastFamiliar: leastIdx[i]!,
      leastFamiliarity: leastF[i]! > 1 ? 1 : leastF[i]!,
    };
  });
  const teamDay = Object.fromEntries(Object.entries(team).map(([k, arr]) => [k, arr[t]!])) as Record<TeamSeriesKey, number>;
  return { day: t, segment, actors, team: teamDay };
}
