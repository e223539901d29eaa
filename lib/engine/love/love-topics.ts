// Coded answers to the love topics of the consumer questionnaire. Each person answers
// about themselves; every topic is optional.

export const LOVE_TOPIC_VALUES = {
  meetingPlace: ["work", "study", "friends", "online", "leisure", "other"],
  sharedInterests: ["none", "few", "some", "many"],
  workLifeBalance: ["work_first", "balanced", "life_first"],
  weekend: ["home", "active", "social", "mixed"],
  distance: ["same_home", "same_city", "different_cities", "different_countries"],
  weeklyTimeTogether: ["under_5", "from_5_to_15", "from_15_to_30", "over_30"],
  attractionType: ["appearance", "personality", "intellect", "humour", "status"],
  loveLanguage: ["words", "time", "gifts", "service", "touch"],
  difficulty: ["talk_it_through", "take_time", "seek_help", "avoid"],
  secondChances: ["yes", "depends", "no"],
} as const;

export type LoveTopic = keyof typeof LOVE_TOPIC_VALUES;
export const LOVE_TOPICS = Object.keys(LOVE_TOPIC_VALUES) as LoveTopic[];
export type LoveAnswers = { [T in LoveTopic]: (typeof LOVE_TOPIC_VALUES)[T][number] };

export const LOVE_DIMENSIONS = ["love", "sexual", "marital", "friendship"] as const;
export type LoveDimension = (typeof LOVE_DIMENSIONS)[number];

/** A value for each of the four dimensions. */
export function mapLoveDimensions<T>(value: (dimension: LoveDimension) => T): Record<LoveDimension, T> {
  return { love: value("love"), sexual: value("sexual"), marital: value("marital"), friendship: value("friendship") };
}

/** Effect in points on [love, sexual, marital, friendship]. */
export type DimEffect = readonly [number, number, number, number];
const Z: DimEffect = [0, 0, 0, 0];

/**
 * Effects of one person's own answer, applied to the couple. All are small by design:
 * personality dominates, and the sum of topic effects is capped (see love-model).
 */
export const OWN_ANSWER_EFFECTS: { [T in LoveTopic]?: Partial<Record<LoveAnswers[T], DimEffect>> } = {
  // Couples who met online were slightly more satisfied (Cacioppo et al. 2013): tiny.
  meetingPlace: { online: [0.2, 0, 0.3, 0] },
  // Shared activities sustain satisfaction (self-expansion; Aron et al. 2000).
  sharedInterests: { none: [-1.5, -0.5, -1, -1.5], few: [-0.5, 0, -0.5, -0.5], some: [0.5, 0, 0.5, 0.5], many: [1.5, 0.5, 1, 1.5] },
  weeklyTimeTogether: { under_5: [-1, -1, -1, -1.5], from_15_to_30: [0.5, 0.5, 0.5, 0.5], over_30: [1, 0.5, 1, 1] },
  // Long-distance couples are about as satisfied as others (Kelmer et al. 2013): small.
  distance: { different_cities: [-0.5, -1, -0.5, 0], different_countries: [-1, -1.5, -1, 0] },
  attractionType: { personality: [0.3, 0, 0.3, 0.5], humour: [0.3, 0, 0.3, 0.5], intellect: [0.3, 0, 0.3, 0.5], appearance: [0, 0.5, -0.3, 0], status: [-0.3, 0, -0.5, -0.3] },
  // Constructive conflict helps, withdrawal hurts stability (Gottman & Levenson 2000).
  difficulty: { talk_it_through: [1, 0.5, 1.5, 1], take_time: [0.5, 0, 0.5, 0.5], seek_help: [0.5, 0, 0.5, 0], avoid: [-1, -0.5, -1.5, -0.5] },
  // Forgiveness goes with relationship quality (Fincham, Hall & Beach 2006).
  secondChances: { yes: [0.5, 0, 1, 0.5], no: [-0.5, 0, -0.5, -0.5] },
  // Matching "love languages" did not predict satisfaction (Bunt & Hazelwood 2017): no effect.
  loveLanguage: {},
};

/** Effects of the two partners' answers matching (same) or clashing. */
export const MATCH_EFFECTS: { [T in LoveTopic]?: { same: DimEffect; clash?: { pair: [string, string]; effect: DimEffect } } } = {
  workLifeBalance: { same: [0.5, 0, 0.5, 0.5], clash: { pair: ["work_first", "life_first"], effect: [-1, 0, -1.5, -0.5] } },
  weekend: { same: [0.5, 0, 0, 1], clash: { pair: ["home", "social"], effect: [-0.5, 0, 0, -0.5] } },
};

export const ZERO_EFFECT = Z;
