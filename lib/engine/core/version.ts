/** Bumped whenever a formula or a constant changes, so stored results can be told apart. */
export const ENGINE_VERSION = "1.5.0";

/**
 * Every result carries this note: the model gives tendencies from modest effects
 * (individual differences explain at most about a fifth of outcomes), never certainties.
 */
export const RESULT_NOTE = "tendency_not_certainty" as const;
export type ResultNote = typeof RESULT_NOTE;

/** Never "high": even a narrow band only says where the tendency points. */
export type Confidence = "low" | "moderate";
