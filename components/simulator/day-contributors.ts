// Which contributors explain the team and its people on a chosen day. The engine keeps
// contributors at a coarser grain (docs/model.md): today and the last day in full
// (`explanations`), and the team's for every segment (computed on the segment's last day).
import type { ActorContributors, MemberMood, SceneResult, SceneSegment, TeamContributors } from "@/lib/engine/index";

export type ContributorSource =
  | { kind: "today" | "last"; date: string }
  | { kind: "segment"; from: string; to: string }
  | { kind: "none" };

export type ExplainedResult = Pick<SceneResult, "todayIndex" | "dayCount" | "segments" | "explanations">;

/** The segment (span without changes) containing `day`, or null. */
export function segmentOf(segments: readonly SceneSegment[], day: number): SceneSegment | null {
  return segments.find((s) => s.fromIndex <= day && day <= s.toIndex) ?? null;
}

function explanationOn(result: ExplainedResult, day: number) {
  const { today, last } = result.explanations;
  if (today && today.index === day) return { explanation: today, kind: "today" as const };
  if (last && last.index === day) return { explanation: last, kind: "last" as const };
  return null;
}

/**
 * The team contributors for `day`: that day's own when it is today or the last day,
 * otherwise those of the segment the day belongs to.
 */
export function teamContributorsOn(result: ExplainedResult, day: number): { team: TeamContributors | null; source: ContributorSource } {
  const own = explanationOn(result, day);
  if (own && own.explanation.team) return { team: own.explanation.team, source: { kind: own.kind, date: own.explanation.date } };
  const segment = segmentOf(result.segments, day);
  if (segment?.contributors) return { team: segment.contributors, source: { kind: "segment", from: segment.from, to: segment.to } };
  return { team: null, source: { kind: "none" } };
}

/** A person's contributors exist only for today and the last day. */
export function actorContributorsOn(result: ExplainedResult, day: number, actorId: string): ActorContributors | null {
  return explanationOn(result, day)?.explanation.actors[actorId] ?? null;
}

/** The members active on `day` with their condition and, where the engine kept them, its reasons (team support card). */
export function membersOn(result: ExplainedResult & Pick<SceneResult, "actorIds" | "actors">, day: number): MemberMood[] {
  return result.actorIds
    .filter((id) => result.actors[id]!.condition[day] !== null && result.actors[id]!.condition[day] !== undefined)
    .map((id) => ({ id, condition: result.actors[id]!.condition[day]!, contributors: actorContributorsOn(result, day, id)?.condition ?? [] }));
}
