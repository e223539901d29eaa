import { choices, dropdown, formula, multiselect, node, select, slider, t, whenAny, yesNo, type DraftQuestion } from "../builders";

// Step 2. University questions appear only after choosing higher education, degree
// questions only after graduating, languages only for people who speak one.

const AT_UNIVERSITY = whenAny("higher_education", "studying", "incomplete", "completed");

const UNIVERSITY_FIELDS = [
  node("engineering_technology", "Инженерия и технологии", "Engineering and technology", [
    node("computing", "Информатика и ИТ", "Computing and IT", [
      node("software_engineering", "Программная инженерия", "Software engineering"),
      node("data_science", "Анализ данных и искусственный интеллект", "Data science and AI"),
      node("information_security", "Информационная безопасность", "Information security"),
      node("computer_networks", "Компьютерные сети и системы", "Computer networks and systems"),
    ]),
    node("mechanical", "Машиностроение", "Mechanical engineering"),
    node("electrical", "Электротехника и электроника", "Electrical and electronic engineering"),
    node("civil", "Строительство и архитектура", "Civil engineering and architecture"),
    node("transport", "Транспорт и логистика", "Transport and logistics"),
  ]),
  node("natural_sciences", "Естественные науки и математика", "Natural sciences and mathematics", [
    node("mathematics", "Математика", "Mathematics"),
    node("physics", "Физика", "Physics"),
    node("chemistry", "Химия", "Chemistry"),
    node("biology", "Биология", "Biology"),
    node("earth_sciences", "Науки о Земле и экология", "Earth and environmental sciences"),
  ]),
  node("economics_management", "Экономика и управление", "Economics and management", [
    node("economics", "Экономика", "Economics"),
    node("finance", "Финансы и банковское дело", "Finance and banking"),
    node("management", "Менеджмент", "Management", [
      node("general_management", "Общий менеджмент", "General management"),
      node("hr_management", "Управление персоналом", "Human resources"),
      node("project_management", "Управление проектами", "Project management"),
    ]),
    node("marketing", "Маркетинг и реклама", "Marketing and advertising"),
    node("accounting", "Бухгалтерский учёт и аудит", "Accounting and audit"),
  ]),
  node("social_humanities", "Гуманитарные и социальные науки", "Humanities and social sciences", [
    node("law", "Юриспруденция", "Law"),
    node("psychology", "Психология", "Psychology"),
    node("linguistics", "Филология и лингвистика", "Languages and linguistics"),
    node("history_philosophy", "История и философия", "History and philosophy"),
    node("journalism", "Журналистика и медиа", "Journalism and media"),
    node("teaching", "Педагогика", "Education and teaching"),
  ]),
  node("medicine_health", "Медицина и здоровье", "Medicine and health", [
    node("general_medicine", "Лечебное дело", "General medicine"),
    node("nursing", "Сестринское дело", "Nursing"),
    node("pharmacy", "Фармация", "Pharmacy"),
    node("dentistry", "Стоматология", "Dentistry"),
  ]),
  node("arts_design", "Искусство и дизайн", "Arts and design", [
    node("design", "Дизайн", "Design"),
    node("fine_arts", "Изобразительное искусство", "Fine arts"),
    node("music", "Музыка", "Music"),
    node("theatre_film", "Театр и кино", "Theatre and film"),
  ]),
  node("other_field", "Другое направление", "Another field"),
];

export const educationQuestions: DraftQuestion[] = [
  select("school_type", t("В какой школе вы учились?", "What kind of school did you attend?"), choices([
    ["general", "Обычная общеобразовательная школа", "A regular comprehensive school"],
    ["advanced_subjects", "Школа с углублённым изучением предметов", "A school with advanced study of some subjects"],
    ["gymnasium_lyceum", "Гимназия или лицей", "A gymnasium or lyceum (academic school)"],
    ["private", "Частная школа", "A private school"],
    ["cadet_boarding", "Кадетская школа или интернат", "A cadet or boarding school"],
    ["home_distance", "Семейное или дистанционное обучение", "Home or distance schooling"],
  ]), { hint: t("Если школ было несколько, выберите ту, которую окончили", "If there were several, choose the one you finished") }),
  select("school_selectivity", t("Как в вашу школу принимали учеников?", "How did your school admit pupils?"), choices([
    ["open", "Без отбора, по месту жительства", "Without selection, by where you lived", 0],
    ["interview", "Собеседование или несложные испытания", "An interview or simple tests", 1],
    ["entrance_exams", "Конкурсные вступительные экзамены", "Competitive entrance exams", 2],
    ["highly_competitive", "Очень высокий конкурс, отбирали лучших", "Very competitive, only the strongest were admitted", 3],
  ]), { dependsOn: whenAny("school_type", "advanced_subjects", "gymnasium_lyceum", "private", "cadet_boarding") }),
  select("school_count", t("В скольких школах вы учились?", "How many schools did you attend?"), choices([
    ["1", "В одной", "One", 1],
    ["2", "В двух", "Two", 2],
    ["3", "В трёх", "Three", 3],
    ["4_plus", "В четырёх и более", "Four or more", 4],
  ])),
  select("school_years", t("Сколько лет вы учились в школе?", "How many years did you spend at school?"), choices([
    ["years_9", "9 лет или меньше", "9 years or fewer", 9],
    ["years_10", "10 лет", "10 years", 10],
    ["years_11", "11 лет", "11 years", 11],
    ["years_12", "12 лет и больше", "12 years or more", 12],
  ])),
  yesNo("college_attended", t("Учились ли вы в колледже или техникуме?", "Did you attend a vocational college or technical school?")),
  slider("college_years", t("Сколько лет вы учились в колледже?", "How many years did you study at college?"), { min: 1, max: 5, step: 1 }, {
    dependsOn: whenAny("college_attended", "yes"),
  }),
  select("higher_education", t("Есть ли у вас высшее образование?", "Do you have a university education?"), choices([
    ["none", "Нет", "No"],
    ["studying", "Учусь сейчас", "I am studying now"],
    ["incomplete", "Неоконченное высшее", "I started but did not finish"],
    ["completed", "Да, есть диплом вуза", "Yes, I have a university degree"],
  ])),
  dropdown("university_field", t("Направление обучения в вузе", "Your field of study at university"), UNIVERSITY_FIELDS, {
    hint: t("Выберите область, затем специальность", "Choose an area, then a specialisation"),
    dependsOn: AT_UNIVERSITY,
  }),
  select("university_type", t("Что это за вуз?", "What kind of university is it?"), choices([
    ["leading_national", "Один из ведущих вузов страны", "One of the country's leading universities"],
    ["regional", "Региональный вуз", "A regional university"],
    ["foreign", "Зарубежный вуз", "A university abroad"],
    ["other", "Другое", "Other"],
  ]), { dependsOn: AT_UNIVERSITY }),
  slider("university_years", t("Сколько лет вы учились в вузе?", "How many years did you study at university?"), { min: 1, max: 10, step: 1 }, {
    dependsOn: AT_UNIVERSITY,
  }),
  select("study_relocation", t("Переезжали ли вы ради учёбы?", "Did you move to study?"), choices([
    ["no", "Нет, учёба была в моём городе", "No, I studied in my home town"],
    ["other_city", "Да, в другой город", "Yes, to another city"],
    ["other_country", "Да, в другую страну", "Yes, to another country"],
  ]), {
    dependsOn: {
      operator: "or",
      conditions: [
        { question: "college_attended", condition: "= yes" },
        ...AT_UNIVERSITY.conditions,
      ],
    },
  }),
  select("highest_degree", t("Какая у вас самая высокая степень?", "What is your highest degree?"), choices([
    ["bachelor", "Бакалавр", "Bachelor's degree"],
    ["specialist", "Специалист", "Specialist degree (five years)"],
    ["master", "Магистр", "Master's degree"],
    ["candidate", "Кандидат наук или PhD", "PhD or candidate of sciences"],
    ["doctor", "Доктор наук", "Doctor of sciences (habilitation)"],
  ]), { dependsOn: whenAny("higher_education", "completed") }),
  yesNo("second_degree", t("Есть ли у вас второе высшее образование?", "Do you have a second university degree?"), {
    dependsOn: whenAny("higher_education", "completed"),
  }),
  select("additional_education", t("Дополнительное образование после основного", "Further education after your main studies"), choices([
    ["none", "Не было", "None", 0],
    ["short_courses", "Короткие курсы и тренинги", "Short courses and training", 0],
    ["retraining", "Программа профессиональной переподготовки", "A professional retraining programme", 1],
    ["mba", "MBA или другая бизнес-программа", "An MBA or another business programme", 2],
    ["several", "Несколько длительных программ", "Several long programmes", 2],
  ])),
  yesNo("speaks_foreign_languages", t("Говорите ли вы на иностранных языках?", "Do you speak any foreign languages?")),
  multiselect("languages", t("Какими иностранными языками вы владеете?", "Which foreign languages do you speak?"), choices([
    ["english", "Английский", "English"],
    ["german", "Немецкий", "German"],
    ["french", "Французский", "French"],
    ["spanish", "Испанский", "Spanish"],
    ["italian", "Итальянский", "Italian"],
    ["chinese", "Китайский", "Chinese"],
    ["japanese", "Японский", "Japanese"],
    ["arabic", "Арабский", "Arabic"],
    ["turkish", "Турецкий", "Turkish"],
    ["russian", "Русский", "Russian"],
    ["other", "Другой", "Another language"],
  ]), {
    hint: t("Кроме родного; можно выбрать несколько", "Other than your native language; choose all that apply"),
    dependsOn: whenAny("speaks_foreign_languages", "yes"),
  }),
  select("language_level", t("Насколько свободно вы говорите на самом сильном из них?", "How well do you speak your strongest foreign language?"), choices([
    ["basic", "Базовый уровень", "Basic"],
    ["conversational", "Могу поддержать разговор", "Conversational"],
    ["professional", "Свободно, в том числе по работе", "Fluent, including at work"],
    ["near_native", "Почти как на родном", "Almost like a native speaker"],
  ]), { dependsOn: whenAny("speaks_foreign_languages", "yes") }),
  formula(
    "education_total_years",
    t("Всего лет обучения (считается автоматически)", "Total years of education (calculated automatically)"),
    ["school_years", "college_years", "university_years", "additional_education"],
    t("Итого лет обучения: {value}", "Total years of education: {value}"),
  ),
];
