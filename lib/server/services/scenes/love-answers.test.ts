import { describe, expect, it } from "vitest";
import { LOVE_TOPIC_VALUES } from "@/lib/engine/index";
import { loveQuestionnaireV1 } from "@/lib/questionnaire";
import { LOVE_ANSWER_MAPPING, loveAnswersFrom } from "./love-answers";

describe("love questionnaire answers read as the engine's love topics", () => {
  it("covers every option of every mapped question, each to a real engine value or explicitly to nothing", () => {
    for (const [name, { topic, values }] of Object.entries(LOVE_ANSWER_MAPPING)) {
      const question = loveQuestionnaireV1.questions.find((q) => q.neuronName === name);
      expect(question, name).toBeDefined();
      expect(Object.keys(values).sort(), name).toEqual(question!.scope.map((o) => o.value).sort());
      for (const v of Object.values(values)) if (v !== null) expect(LOVE_TOPIC_VALUES[topic] as readonly string[]).toContain(v);
    }
  });
  it("maps answers and bands the weekly hours", () => {
    expect(loveAnswersFrom({ meeting_place: "dating_app", weekly_time_together: 20, distance: "yes", love_language: "touch" })).toEqual({ meetingPlace: "online", weeklyTimeTogether: "from_15_to_30", loveLanguage: "touch" });
  });
});
