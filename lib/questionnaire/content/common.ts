import type { Step } from "../types";
import { choices, select, slider, t, type DraftQuestion } from "./builders";

/** Question names the avatar and the profile fields read. */
export const GENDER_QUESTION = "gender";
export const AGE_QUESTION = "age";

export const STEP_TITLES = {
  about_you: t("О вас", "About you"),
  education: t("Образование", "Education"),
  experience: t("Опыт", "Experience"),
  family: t("Семья", "Family"),
  relationship: t("Отношения", "Relationships"),
  about_partner: t("О партнёре", "About your partner"),
} as const;

export function step(id: keyof typeof STEP_TITLES): Step {
  return { id, title: STEP_TITLES[id] };
}

export function genderQuestion(): DraftQuestion {
  return select(
    GENDER_QUESTION,
    t("Ваш пол", "Your sex"),
    choices([
      ["male", "Мужской", "Male"],
      ["female", "Женский", "Female"],
    ]),
    { partnerLabel: t("Пол вашего партнёра", "Your partner's sex") },
  );
}

export function ageQuestion(): DraftQuestion {
  return slider(AGE_QUESTION, t("Сколько вам полных лет?", "How old are you?"), { min: 14, max: 99, step: 1 }, {
    partnerLabel: t("Сколько полных лет вашему партнёру?", "How old is your partner?"),
  });
}
