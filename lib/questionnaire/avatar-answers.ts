import { readOwn } from "./answers";
import { chooseAvatar, type AvatarName } from "./avatar";
import { ageOn, parseBirthDate, type LocalDate } from "./birth-date";
import { AGE_QUESTION, GENDER_QUESTION } from "./content/common";
import { partnerName } from "./partner";
import type { Answers } from "./types";

export interface AvatarFromAnswersOptions {
  /** Use the partner's answers (couple questionnaire). */
  readonly partner?: boolean;
  readonly seed?: string | number;
  /** When there is no age answer, the age is taken from the birth date on `today`. */
  readonly birthDate?: string | null;
  readonly today?: LocalDate;
}

/** The avatar for a questionnaire's sex and age answers (or birth date); null when either is missing. */
export function avatarFromAnswers(answers: Answers, options: AvatarFromAnswersOptions = {}): AvatarName | null {
  const name = (base: string) => (options.partner ? partnerName(base) : base);
  const gender = readOwn(answers, name(GENDER_QUESTION));
  let age = readOwn(answers, name(AGE_QUESTION));
  if (age === undefined || age === null) {
    const born = parseBirthDate(options.birthDate);
    age = born && options.today ? ageOn(born, options.today) : undefined;
  }
  return chooseAvatar({ gender, age, ...(options.seed !== undefined ? { seed: options.seed } : {}) });
}
