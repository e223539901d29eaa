import { t, type DraftQuestion } from "../builders";
import { ageQuestion, genderQuestion } from "../common";
import { personalityQuestions } from "../personality-items";

/**
 * Step 1 of version 2: sex and the 30 personality items. The age is no longer asked:
 * it is derived from the (now required) birth date, so the two can never disagree.
 */
export const aboutYouQuestionsV2: DraftQuestion[] = [
  genderQuestion(),
  { ...ageQuestion(), label: t("Возраст (по дате рождения)", "Age (from your date of birth)"), derived: "age_from_birth_date" },
  ...personalityQuestions(),
];
