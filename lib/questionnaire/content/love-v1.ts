import type { QuestionnaireDefinition } from "../types";
import { choices, numbered, onStep, select, slider, t, type DraftQuestion } from "./builders";
import { genderQuestion, step } from "./common";
import { personalityQuestions } from "./personality-items";

const loveTopicQuestions: DraftQuestion[] = [
  select("meeting_place", t("Где вы познакомились с партнёром — или где хотели бы познакомиться?", "Where did you meet your partner, or where would you like to meet one?"), choices([
    ["dating_app", "В приложении или на сайте знакомств", "On a dating app or website"],
    ["friends", "Через друзей или знакомых", "Through friends or acquaintances"],
    ["work_study", "На работе или учёбе", "At work or while studying"],
    ["hobby_event", "На хобби, в спортзале или на мероприятии", "Through a hobby, at the gym or at an event"],
    ["travel", "В поездке", "While travelling"],
    ["by_chance", "Случайно: на улице, в кафе", "By chance: in the street, in a café"],
  ])),
  select("shared_interests", t("Насколько вам важны общие интересы с партнёром?", "How much do shared interests with a partner matter to you?"), choices([
    ["essential", "Очень важны: хочу делить увлечения", "A lot: I want us to share our hobbies"],
    ["some_overlap", "Хватит нескольких общих занятий", "A few shared activities are enough"],
    ["not_important", "Не важны, у каждого может быть своё", "Not much: we can each have our own"],
    ["prefer_different", "Интереснее, когда увлечения разные", "I prefer us to have different interests"],
  ])),
  select("work_life_balance", t("Как у вас обычно складывается баланс работы и личной жизни?", "How do you usually balance work and personal life?"), choices([
    ["work_first", "Работа почти всегда на первом месте", "Work almost always comes first"],
    ["mostly_work", "Чаще побеждает работа", "Work wins more often than not"],
    ["balanced", "Стараюсь держать равновесие", "I try to keep the two in balance"],
    ["life_first", "Личная жизнь важнее работы", "Personal life matters more than work"],
  ])),
  select("weekend", t("Каким был бы ваш идеальный выходной?", "What would your ideal weekend look like?"), choices([
    ["outdoors", "Активным: спорт, природа, прогулки", "Active: sport, nature, long walks"],
    ["home", "Домашним: отдых, фильмы, готовка", "At home: rest, films, cooking"],
    ["friends", "С друзьями, в шумной компании", "With friends, in a lively group"],
    ["culture", "Музеи, театр, концерты", "Museums, theatre, concerts"],
    ["trip", "Короткая поездка в новое место", "A short trip somewhere new"],
    ["projects", "Свои проекты и увлечения", "My own projects and hobbies"],
  ])),
  select("distance", t("Готовы ли вы к отношениям на расстоянии?", "Would you be open to a long-distance relationship?"), choices([
    ["yes", "Да, расстояние не помеха", "Yes, distance is no obstacle"],
    ["temporarily", "Да, но только на время", "Yes, but only for a while"],
    ["unlikely", "Скорее нет", "Probably not"],
    ["no", "Нет, мне важно быть рядом", "No, I need us to be close by"],
  ])),
  slider("weekly_time_together", t("Сколько часов в неделю вы хотели бы проводить вместе?", "How many hours a week would you like to spend together?"), {
    min: 1,
    max: 70,
    step: 1,
  }, { hint: t("Не считая сна", "Not counting sleep") }),
  select("attraction_type", t("Что привлекает вас в человеке прежде всего?", "What attracts you to someone first of all?"), choices([
    ["looks", "Внешность и стиль", "Looks and style"],
    ["intellect", "Ум и кругозор", "Intelligence and curiosity"],
    ["humour", "Чувство юмора", "A sense of humour"],
    ["kindness", "Доброта и забота", "Kindness and care"],
    ["confidence", "Уверенность и целеустремлённость", "Confidence and drive"],
    ["values", "Общие ценности и взгляды", "Shared values and outlook"],
  ])),
  select("love_language", t("Как вы сильнее всего чувствуете любовь партнёра?", "How do you feel a partner's love most strongly?"), choices([
    ["words", "Через тёплые слова и признания", "Through warm words and appreciation"],
    ["quality_time", "Через время, проведённое вместе", "Through time spent together"],
    ["gifts", "Через подарки и знаки внимания", "Through gifts and thoughtful gestures"],
    ["acts_of_service", "Через помощь и поступки", "Through help and practical support"],
    ["touch", "Через прикосновения и объятия", "Through touch and hugs"],
  ])),
  select("difficulty", t("Что вам даётся труднее всего в отношениях?", "What do you find hardest in a relationship?"), choices([
    ["trust", "Довериться партнёру", "Trusting my partner"],
    ["communication", "Говорить о чувствах и проблемах", "Talking about feelings and problems"],
    ["jealousy", "Справляться с ревностью", "Handling jealousy"],
    ["routine", "Сохранять интерес, когда наступает рутина", "Keeping the spark once routine sets in"],
    ["independence", "Совмещать близость и личную свободу", "Balancing closeness with personal freedom"],
    ["conflict", "Спокойно решать конфликты", "Resolving conflicts calmly"],
  ])),
  select("second_chances", t("Дали бы вы партнёру второй шанс после серьёзной ошибки?", "Would you give a partner a second chance after a serious mistake?"), choices([
    ["yes", "Да, все ошибаются", "Yes, everyone makes mistakes"],
    ["depends", "Зависит от того, что случилось", "It depends on what happened"],
    ["rarely", "Только в исключительных случаях", "Only in exceptional cases"],
    ["no", "Нет, утраченное доверие не вернуть", "No, lost trust does not come back"],
  ])),
];

/** The love questionnaire, version 1: sex and the 30 items, then the ten love topics. */
export const loveQuestionnaireV1: QuestionnaireDefinition = {
  kind: "love",
  version: 1,
  title: t("Анкета «Любовь»", "Love questionnaire"),
  steps: [step("about_you"), step("relationship")],
  questions: numbered([
    ...onStep("about_you", [genderQuestion(), ...personalityQuestions()]),
    ...onStep("relationship", loveTopicQuestions),
  ]),
  personalFields: { firstName: "required", lastName: "none", birthDate: "required", partner: null },
};

/** Names of the ten love topics, in order. */
export const LOVE_TOPICS = loveTopicQuestions.map((q) => q.neuronName);
