import type { DraftQuestion } from "../builders";
import { ageQuestion, genderQuestion } from "../common";
import { personalityQuestions } from "../personality-items";

/** Step 1: sex, age and the 30 personality items (so every profile has Big Five scores). */
export const aboutYouQuestions: DraftQuestion[] = [genderQuestion(), ageQuestion(), ...personalityQuestions()];
