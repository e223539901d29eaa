import "server-only";
import type { LoveAnswers, LovePerson } from "@/lib/engine/index";
import type { ScenePerson } from "./scene-people";

// The love questionnaire's answer codes (lib/questionnaire/content/love-v1.ts) read as the
// engine's love topics (lib/engine/love/love-topics.ts). Where a question asks something
// the engine's topic does not model, the answer is left out rather than forced:
// distance asks about openness to living apart (the engine models the actual distance),
// and "what is hardest" names a difficulty (the engine models the way of handling one),
// so only the answers that describe avoiding talk map there.

type Mapping = { [Q: string]: { topic: keyof LoveAnswers; values: Record<string, string | null> } };

export const LOVE_ANSWER_MAPPING: Mapping = {
  meeting_place: { topic: "meetingPlace", values: { dating_app: "online", friends: "friends", work_study: "work", hobby_event: "leisure", travel: "other", by_chance: "other" } },
  shared_interests: { topic: "sharedInterests", values: { essential: "many", some_overlap: "some", not_important: "few", prefer_different: "none" } },
  work_life_balance: { topic: "workLifeBalance", values: { work_first: "work_first", mostly_work: "work_first", balanced: "balanced", life_first: "life_first" } },
  weekend: { topic: "weekend", values: { outdoors: "active", home: "home", friends: "social", culture: "mixed", trip: "active", projects: "mixed" } },
  distance: { topic: "distance", values: { yes: null, temporarily: null, unlikely: null, no: null } },
  attraction_type: { topic: "attractionType", values: { looks: "appearance", intellect: "intellect", humour: "humour", kindness: "personality", confidence: "status", values: "personality" } },
  love_language: { topic: "loveLanguage", values: { words: "words", quality_time: "time", gifts: "gifts", acts_of_service: "service", touch: "touch" } },
  difficulty: { topic: "difficulty", values: { trust: null, communication: "avoid", jealousy: null, routine: null, independence: null, conflict: "avoid" } },
  second_chances: { topic: "secondChances", values: { yes: "yes", depends: "depends", rarely: "depends", no: "no" } },
};

/** Weekly hours together (a slider) in the engine's bands. */
export function weeklyTimeBand(hours: number): LoveAnswers["weeklyTimeTogether"] {
  if (hours < 5) return "under_5";
  if (hours < 15) return "from_5_to_15";
  if (hours < 30) return "from_15_to_30";
  return "over_30";
}

export function loveAnswersFrom(answers: Record<string, unknown>): Partial<LoveAnswers> {
  const out: Record<string, string> = {};
  for (const [question, { topic, values }] of Object.entries(LOVE_ANSWER_MAPPING)) {
    const raw = answers[question];
    const mapped = typeof raw === "string" ? values[raw] : undefined;
    if (mapped) out[topic] = mapped;
  }
  const hours = answers.weekly_time_together;
  if (typeof hours === "number") out.weeklyTimeTogether = weeklyTimeBand(hours);
  return out as Partial<LoveAnswers>;
}

/** A filled profile as the love forecast reads it; `id` names it in the contributors (the profile id by default). */
export function lovePersonOf(p: ScenePerson, id = p.row.id): LovePerson {
  return { id, bigFive: p.person!.bigFive, answers: p.loveAnswers ? loveAnswersFrom(p.loveAnswers) : {} };
}
