import { choices, dropdown, formula, multiselect, node, numbered, onStep, rangePair, select, slider, t, whenAbove, whenAny, yesNo } from "../content/builders";
import type { QuestionnaireDefinition } from "../types";

// A small definition with every question type and dependency form, for the unit tests.

export const miniDefinition: QuestionnaireDefinition = {
  kind: "profile",
  version: 1,
  title: t("Тест", "Test"),
  steps: [
    { id: "first", title: t("Первый", "First") },
    { id: "second", title: t("Второй", "Second") },
  ],
  questions: numbered([
    ...onStep("first", [
      select("level", t("Уровень", "Level"), choices([
        ["none", "Нет", "None", 0],
        ["school", "Школа", "School", 11],
        ["higher", "Вуз", "University", 16],
      ])),
      select("uni", t("Вуз", "University"), choices([
        ["a", "А", "A", 5],
        ["b", "Б", "B", 6],
      ]), { dependsOn: whenAny("level", "higher") }),
      select("degree", t("Степень", "Degree"), choices([["master", "Магистр", "Master"]]), { dependsOn: whenAny("uni", "a") }),
      slider("years", t("Годы", "Years"), { min: 0, max: 40, step: 1 }),
      yesNo("managed", t("Руководили?", "Managed?"), { dependsOn: whenAbove("years", 2) }),
    ]),
    ...onStep("second", [
      multiselect("langs", t("Языки", "Languages"), choices([
        ["en", "Английский", "English"],
        ["de", "Немецкий", "German"],
        ["fr", "Французский", "French"],
      ])),
      dropdown("field", t("Направление", "Field"), [
        node("eng", "Инженерия", "Engineering", [
          node("cs", "Информатика", "Computing", [node("se", "ПИ", "Software"), node("ds", "Данные", "Data")]),
          node("mech", "Механика", "Mechanics"),
        ]),
        node("other", "Другое", "Other"),
      ]),
      ...rangePair(7, { name: "from", label: t("С", "From") }, { name: "to", label: t("По", "To") }, { min: 1950, max: 2050, step: 1 }),
      formula("total", t("Итого", "Total"), ["level", "uni", "years"], t("{value}", "{value}")),
      select("both", t("Оба", "Both"), choices([["x", "Икс", "X"]]), {
        dependsOn: {
          operator: "and",
          conditions: [
            { question: "level", condition: "= higher" },
            { question: "years", condition: "> 5" },
          ],
        },
      }),
    ]),
  ]),
  personalFields: { firstName: "required", lastName: "optional", birthDate: "none", partner: null },
};

/** Answers that make every question of `miniDefinition` visible and valid. */
export const miniComplete = {
  level: "higher",
  uni: "a",
  degree: "master",
  years: 10,
  managed: "yes",
  langs: ["fr", "en"],
  field: { value: "eng", child: { value: "cs", child: { value: "se" } } },
  from: 2000,
  to: 2010,
  both: "x",
} as const;

export function questionByName(definition: QuestionnaireDefinition, name: string) {
  const question = definition.questions.find((q) => q.neuronName === name);
  if (!question) throw new Error(`no question ${name}`);
  return question;
}
