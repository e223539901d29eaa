import { choices, rangePair, select, slider, t, whenAbove, whenAny, yesNo, type DraftQuestion } from "../builders";

// Step 3. Career questions only for people who have worked, management years only
// after saying yes to managing people, business years only for entrepreneurs.

const HAS_WORKED = whenAbove("work_experience_years", 0);

export const experienceQuestions: DraftQuestion[] = [
  select("military_service", t("Проходили ли вы военную службу?", "Have you done military service?"), choices([
    ["no", "Нет", "No"],
    ["conscript", "Да, срочную службу", "Yes, as a conscript"],
    ["contract", "Да, по контракту или как кадровый военный", "Yes, as a contract or career soldier"],
    ["alternative", "Альтернативную гражданскую службу", "Alternative civilian service"],
  ])),
  slider("military_years", t("Сколько лет длилась служба?", "How many years did you serve?"), { min: 0.5, max: 35, step: 0.5 }, {
    dependsOn: whenAny("military_service", "conscript", "contract", "alternative"),
  }),
  slider("work_experience_years", t("Сколько лет у вас общего трудового стажа?", "How many years of work experience do you have in total?"), {
    min: 0,
    max: 55,
    step: 1,
  }),
  ...rangePair(
    1,
    { name: "career_start_year", label: t("Год, когда вы начали работать", "The year you started working") },
    {
      name: "career_end_year",
      label: t("Год, когда вы закончили работать", "The year you stopped working"),
      hint: t("Если вы работаете сейчас, выберите год позже текущего", "If you are still working, choose a year after the current one"),
    },
    { min: 1950, max: 2045, step: 1 },
    { dependsOn: HAS_WORKED },
  ),
  select("employers_count", t("Сколько у вас было мест работы?", "How many employers have you had?"), choices([
    ["1", "Одно", "One", 1],
    ["2_3", "Два или три", "Two or three", 3],
    ["4_6", "От четырёх до шести", "Four to six", 5],
    ["7_plus", "Семь и больше", "Seven or more", 7],
  ]), { dependsOn: HAS_WORKED }),
  select("work_relocation", t("Переезжали ли вы ради работы?", "Have you moved for work?"), choices([
    ["no", "Нет", "No"],
    ["other_city", "Да, в другой город", "Yes, to another city"],
    ["other_country", "Да, в другую страну", "Yes, to another country"],
    ["several_times", "Да, несколько раз", "Yes, several times"],
  ]), { dependsOn: HAS_WORKED }),
  yesNo("managerial_experience", t("Был ли у вас опыт руководства людьми?", "Have you ever managed people?"), {
    dependsOn: HAS_WORKED,
  }),
  slider("managerial_years", t("Сколько лет в сумме вы руководили людьми?", "How many years in total have you managed people?"), {
    min: 1,
    max: 50,
    step: 1,
  }, { dependsOn: whenAny("managerial_experience", "yes") }),
  select("largest_team", t("Сколько человек было в самой большой команде под вашим руководством?", "How many people were in the largest team you managed?"), choices([
    ["1_5", "До пяти", "Up to five", 5],
    ["6_15", "От 6 до 15", "6 to 15", 15],
    ["16_50", "От 16 до 50", "16 to 50", 50],
    ["51_200", "От 51 до 200", "51 to 200", 200],
    ["over_200", "Больше 200", "More than 200", 201],
  ]), { dependsOn: whenAny("managerial_experience", "yes") }),
  select("entrepreneurship", t("Есть ли у вас опыт предпринимательства?", "Have you ever run your own business?"), choices([
    ["never", "Нет", "No"],
    ["side_project", "Был небольшой побочный проект", "I had a small side project"],
    ["past_business", "Да, раньше был свой бизнес", "Yes, I used to run a business"],
    ["current_business", "Да, сейчас у меня свой бизнес", "Yes, I run a business now"],
  ])),
  slider("business_years", t("Сколько лет в сумме вы вели свой бизнес?", "How many years in total have you run a business?"), {
    min: 1,
    max: 50,
    step: 1,
  }, { dependsOn: whenAny("entrepreneurship", "past_business", "current_business") }),
];
