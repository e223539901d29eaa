import { t, whenAbove, whenAny, yesNo, type DraftQuestion } from "../builders";
import { experienceQuestions } from "../profile-v1/experience";

// Step 3 of version 2: as version 1, except that "still working" is its own yes/no
// question and the end year is asked only of people who have stopped working
// (version 1 asked them to choose a year after the current one).

const CAREER_START = "career_start_year";
const CAREER_END = "career_end_year";

export const STILL_WORKING_QUESTION = "still_working";

function careerQuestions(): DraftQuestion[] {
  const start = experienceQuestions.find((q) => q.neuronName === CAREER_START);
  const end = experienceQuestions.find((q) => q.neuronName === CAREER_END);
  if (!start || !end) throw new Error("profile v1 lost its career years");
  const stillWorking = yesNo(STILL_WORKING_QUESTION, t("Вы работаете сейчас?", "Are you working now?"), {
    dependsOn: whenAbove("work_experience_years", 0),
  });
  const { hint: _magicYearHint, ...endWithoutHint } = end;
  // The control comes first, so the end year appears beside the start year once the answer is "no".
  return [stillWorking, start, { ...endWithoutHint, options: { ...end.options, dependsOn: whenAny(STILL_WORKING_QUESTION, "no") } }];
}

export const experienceQuestionsV2: DraftQuestion[] = experienceQuestions.flatMap((question) => {
  if (question.neuronName === CAREER_START) return careerQuestions();
  return question.neuronName === CAREER_END ? [] : [question];
});
