import { describe, expect, it } from "vitest";
import { profileQuestionnaireV1 } from "@/lib/questionnaire";
import { gradedCorpus } from "@/lib/questionnaire/testing/graded-corpus";
import { completeAnswers } from "./complete-answers";

// The synthetic graded profiles (training data and the demo archive) must be answers the
// real submission accepts, or the network would learn from shapes it never sees.
describe("gradedCorpus answers", () => {
  it("pass completeAnswers for the profile questionnaire, unchanged by sanitising", () => {
    for (const [i, { answers }] of gradedCorpus(150, "complete").entries()) {
      const completed = completeAnswers(profileQuestionnaireV1, answers, { firstName: "Test" }, { lastNameRequired: false, today: "2026-01-15", seed: `p${i}` });
      expect(completed.answers).toEqual(answers);
      expect(completed.experienceYears).toBe(answers.work_experience_years);
    }
  });
});
