import { BIG_FIVE_INVENTORY, inventoryItem } from "../big-five/inventory";
import type { LocalizedText } from "../types";
import { choices, select, t, type DraftQuestion } from "./builders";

// Wording of the 30 inventory items, written for this product (not the published
// BFI-2 text). Each text completes "I am someone who ..." / "Я человек, который ...",
// so the same text also reads "My partner is someone who ...". Keying is NOT here:
// it lives only in big-five/inventory.ts.

export const PERSONALITY_ITEM_TEXTS: Readonly<Record<number, LocalizedText>> = {
  1: t("чувствует прилив сил в оживлённой компании", "feels energised by a lively crowd"),
  2: t("бывает резок или груб с окружающими", "can be sharp or rude with other people"),
  3: t("держит вещи и дела в порядке", "keeps belongings and plans in good order"),
  4: t("часто беспокоится о том, что может пойти не так", "often worries about what might go wrong"),
  5: t("с любопытством берётся за самые разные темы", "is curious about a wide range of subjects"),
  6: t("предпочитает держаться в тени, когда вокруг много людей", "prefers to stay in the background when many people are around"),
  7: t("искренне сочувствует чужим трудностям", "genuinely feels for others when they struggle"),
  8: t("откладывает дела до последнего момента", "leaves tasks until the last minute"),
  9: t("сохраняет спокойствие в напряжённых ситуациях", "stays calm in tense situations"),
  10: t("почти не интересуется искусством, музыкой и литературой", "has little interest in art, music or literature"),
  11: t("легко берёт на себя инициативу в группе", "readily takes the lead in a group"),
  12: t("склонен подозревать у людей скрытые мотивы", "tends to suspect people of hidden motives"),
  13: t("доводит начатое до конца", "sees things through to the end"),
  14: t("нередко пребывает в унылом настроении", "often feels low or gloomy"),
  15: t("любит придумывать новые идеи и подходы", "enjoys coming up with new ideas and approaches"),
  16: t("с трудом заводит разговор с незнакомыми людьми", "finds it hard to start a conversation with strangers"),
  17: t("легко прощает обиды", "lets go of grudges easily"),
  18: t("бывает небрежен в мелочах", "can be careless about details"),
  19: t("быстро приходит в себя после неудач", "bounces back quickly after setbacks"),
  20: t("предпочитает привычный порядок новым впечатлениям", "prefers familiar routines to new experiences"),
  21: t("полон энергии и воодушевления", "is full of energy and enthusiasm"),
  22: t("относится с уважением к каждому человеку", "treats everyone with respect"),
  23: t("с трудом заставляет себя приняться за работу", "has trouble getting started on work"),
  24: t("легко выходит из себя из-за мелочей", "gets irritated by small things"),
  25: t("находит отвлечённые рассуждения скучными", "finds abstract discussions boring"),
  26: t("обычно немногословен и сдержан", "is usually quiet and reserved"),
  27: t("легко ввязывается в споры и ссоры", "is quick to start arguments"),
  28: t("всегда выполняет свои обещания", "always keeps their promises"),
  29: t("большую часть времени эмоционально уравновешен", "feels emotionally steady most of the time"),
  30: t("тонко чувствует красоту природы и искусства", "is deeply moved by beauty in nature or art"),
};

/** The five-point agree scale; value, neuronAnswer and computed are 1..5. */
export const AGREEMENT_SCALE = choices([
  ["1", "Совершенно неверно", "Not true at all", 1],
  ["2", "Скорее неверно", "Mostly untrue", 2],
  ["3", "Отчасти верно, отчасти нет", "Partly true, partly untrue", 3],
  ["4", "Скорее верно", "Mostly true", 4],
  ["5", "Совершенно верно", "Completely true", 5],
]);

export function personalityQuestionName(itemId: number): string {
  return `personality_${String(itemId).padStart(2, "0")}`;
}

const HINT = t(
  "Насколько это утверждение верно? Отвечайте так, как обычно бывает, а не как хотелось бы.",
  "How true is this statement? Answer as things usually are, not as you would like them to be.",
);

/** The 30 items as select questions, in inventory order, with labels for self and partner. */
export function personalityQuestions(): DraftQuestion[] {
  return BIG_FIVE_INVENTORY.map(({ id }) => {
    const text = PERSONALITY_ITEM_TEXTS[id] ?? t("", "");
    return {
      ...select(personalityQuestionName(id), t(`Я человек, который ${text.ru}`, `I am someone who ${text.en}`), AGREEMENT_SCALE, {
        hint: HINT,
        partnerLabel: t(`Мой партнёр — человек, который ${text.ru}`, `My partner is someone who ${text.en}`),
      }),
      bigFiveItem: id,
      reverseScored: inventoryItem(id)?.keyed === "reverse",
    };
  });
}
