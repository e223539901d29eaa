import { choices, select, slider, t, whenAny, yesNo, type DraftQuestion } from "../builders";

// Step 4. Partner questions only for people in a relationship, children and siblings
// details only when there are any, a parent's age or age at death depending on the
// answer before, details of a loss only when the person chose to tell about one.

const IN_RELATIONSHIP = whenAny("relationship_status", "dating", "cohabiting", "married");

function parentQuestions(parent: "mother" | "father"): DraftQuestion[] {
  const isMother = parent === "mother";
  return [
    select(`${parent}_status`, isMother ? t("Жива ли ваша мама?", "Is your mother alive?") : t("Жив ли ваш отец?", "Is your father alive?"), choices([
      ["alive", "Да", "Yes"],
      ["deceased", "Нет", "No"],
      ["unknown", "Не знаю", "I don't know"],
    ])),
    slider(`${parent}_age`, isMother ? t("Сколько лет вашей маме?", "How old is your mother?") : t("Сколько лет вашему отцу?", "How old is your father?"), {
      min: 25,
      max: 115,
      step: 1,
    }, { dependsOn: whenAny(`${parent}_status`, "alive") }),
    slider(`${parent}_age_at_death`, isMother ? t("Сколько лет ей было, когда её не стало?", "How old was she when she died?") : t("Сколько лет ему было, когда его не стало?", "How old was he when he died?"), {
      min: 15,
      max: 115,
      step: 1,
    }, { dependsOn: whenAny(`${parent}_status`, "deceased") }),
  ];
}

export const familyQuestions: DraftQuestion[] = [
  select("relationship_status", t("Ваше семейное положение сейчас", "Your relationship status now"), choices([
    ["single", "Не в отношениях", "Single"],
    ["dating", "В отношениях, живём раздельно", "In a relationship, living apart"],
    ["cohabiting", "Живём вместе без брака", "Living together, not married"],
    ["married", "В браке", "Married"],
    ["divorced", "В разводе", "Divorced"],
    ["widowed", "Вдовец или вдова", "Widowed"],
  ])),
  slider("cohabitation_years", t("Сколько лет вы живёте вместе с партнёром?", "How many years have you lived with your partner?"), {
    min: 0,
    max: 70,
    step: 1,
  }, { dependsOn: whenAny("relationship_status", "cohabiting", "married") }),
  yesNo("previous_cohabitation", t("Доводилось ли вам раньше жить вместе с партнёром?", "Have you lived together with a partner before?"), {
    dependsOn: whenAny("relationship_status", "single", "dating", "divorced", "widowed"),
  }),
  select("partner_age_gap", t("Какая у вас с партнёром разница в возрасте?", "What is the age gap between you and your partner?"), choices([
    ["much_younger", "Партнёр младше больше чем на 5 лет", "My partner is more than 5 years younger"],
    ["younger", "Партнёр младше на 2–5 лет", "My partner is 2–5 years younger"],
    ["same_age", "Разница меньше двух лет", "Less than 2 years apart"],
    ["older", "Партнёр старше на 2–5 лет", "My partner is 2–5 years older"],
    ["much_older", "Партнёр старше больше чем на 5 лет", "My partner is more than 5 years older"],
  ]), { dependsOn: IN_RELATIONSHIP }),
  select("partner_occupation", t("Чем сейчас занимается ваш партнёр?", "What does your partner do at the moment?"), choices([
    ["employed", "Работает по найму", "Works for an employer"],
    ["own_business", "Ведёт своё дело", "Runs their own business"],
    ["studies", "Учится", "Studies"],
    ["parental_leave", "В отпуске по уходу за ребёнком", "Is on parental leave"],
    ["not_working", "Сейчас не работает", "Is not working at the moment"],
  ]), { dependsOn: IN_RELATIONSHIP }),
  yesNo("has_children", t("Есть ли у вас дети?", "Do you have children?")),
  select("children_count", t("Сколько у вас детей?", "How many children do you have?"), choices([
    ["1", "Один", "One", 1],
    ["2", "Двое", "Two", 2],
    ["3", "Трое", "Three", 3],
    ["4_plus", "Четверо и больше", "Four or more", 4],
  ]), { dependsOn: whenAny("has_children", "yes") }),
  select("youngest_child_age", t("Сколько лет младшему ребёнку?", "How old is your youngest child?"), choices([
    ["under_3", "Меньше трёх", "Under 3"],
    ["3_6", "От 3 до 6", "3 to 6"],
    ["7_12", "От 7 до 12", "7 to 12"],
    ["13_17", "От 13 до 17", "13 to 17"],
    ["adult", "18 или больше", "18 or older"],
  ]), { dependsOn: whenAny("has_children", "yes") }),
  select("raised_by", t("Кто в основном вас растил?", "Who mainly raised you?"), choices([
    ["both_parents", "Оба родителя", "Both parents"],
    ["mother", "Мама", "My mother"],
    ["father", "Отец", "My father"],
    ["parent_and_step_parent", "Один из родителей и отчим или мачеха", "A parent and a step-parent"],
    ["relatives", "Бабушка, дедушка или другие родственники", "Grandparents or other relatives"],
    ["other", "Другие люди или учреждение", "Other people or an institution"],
  ])),
  ...parentQuestions("mother"),
  ...parentQuestions("father"),
  yesNo("has_siblings", t("Есть ли у вас братья или сёстры?", "Do you have brothers or sisters?"), {
    hint: t("Считая сводных и единокровных", "Including half- and step-siblings"),
  }),
  select("siblings_count", t("Сколько у вас братьев и сестёр?", "How many brothers and sisters do you have?"), choices([
    ["1", "Один", "One", 1],
    ["2", "Двое", "Two", 2],
    ["3_plus", "Трое и больше", "Three or more", 3],
  ]), { dependsOn: whenAny("has_siblings", "yes") }),
  select("birth_order", t("Каким по старшинству ребёнком вы были в семье?", "Where do you come in the birth order?"), choices([
    ["oldest", "Старшим", "The oldest"],
    ["middle", "Средним", "In the middle"],
    ["youngest", "Младшим", "The youngest"],
    ["twin", "У меня есть близнец", "I am a twin"],
  ]), { dependsOn: whenAny("has_siblings", "yes") }),
  select("experienced_loss", t("Приходилось ли вам терять близкого человека?", "Have you lost someone close to you?"), choices([
    ["yes", "Да", "Yes"],
    ["no", "Нет", "No"],
    ["prefer_not_to_say", "Предпочитаю не отвечать", "I would rather not say"],
  ])),
  select("loss_relation", t("Кем был для вас этот человек?", "Who was this person to you?"), choices([
    ["parent", "Родитель", "A parent"],
    ["partner", "Партнёр или супруг", "A partner or spouse"],
    ["child", "Ребёнок", "A child"],
    ["sibling", "Брат или сестра", "A brother or sister"],
    ["grandparent", "Бабушка или дедушка", "A grandparent"],
    ["friend", "Близкий друг", "A close friend"],
    ["other", "Другой близкий человек", "Someone else close to me"],
  ]), {
    hint: t("Если потерь было несколько, выберите ту, что повлияла на вас сильнее всего", "If there was more than one, choose the one that affected you most"),
    dependsOn: whenAny("experienced_loss", "yes"),
  }),
  select("loss_when", t("Как давно это случилось?", "How long ago did it happen?"), choices([
    ["under_1_year", "Меньше года назад", "Less than a year ago"],
    ["1_3_years", "1–3 года назад", "1–3 years ago"],
    ["4_10_years", "4–10 лет назад", "4–10 years ago"],
    ["over_10_years", "Больше 10 лет назад", "More than 10 years ago"],
  ]), { dependsOn: whenAny("experienced_loss", "yes") }),
];
