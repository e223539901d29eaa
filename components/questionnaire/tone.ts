// Colour accents of the form: the platform's indigo or the love product's rose.
// Full class names only, so Tailwind finds them when it scans the sources.

export type Tone = "brand" | "love";

export interface ToneClasses {
  readonly button: "primary" | "love";
  /** A card holding a radio or checkbox: highlighted when checked, ringed when focused. */
  readonly optionCard: string;
  /** A segment of the agree scale (its input is visually hidden). */
  readonly scaleSegment: string;
  readonly accent: string;
  readonly text: string;
  readonly bar: string;
  readonly stepCurrent: string;
  readonly stepDone: string;
  readonly soft: string;
}

export const TONES: Readonly<Record<Tone, ToneClasses>> = {
  brand: {
    button: "primary",
    optionCard: "has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-200",
    scaleSegment:
      "has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-200 hover:border-brand-200",
    accent: "accent-brand-600",
    text: "text-brand-700",
    bar: "bg-brand-600",
    stepCurrent: "border-brand-600 bg-brand-600 text-white",
    stepDone: "border-brand-600 bg-white text-brand-700",
    soft: "bg-brand-50",
  },
  love: {
    button: "love",
    optionCard: "has-checked:border-love-500 has-checked:bg-rose-50 has-focus-visible:ring-2 has-focus-visible:ring-rose-200",
    scaleSegment:
      "has-checked:border-love-600 has-checked:bg-love-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-rose-200 hover:border-rose-200",
    accent: "accent-love-600",
    text: "text-love-600",
    bar: "bg-love-600",
    stepCurrent: "border-love-600 bg-love-600 text-white",
    stepDone: "border-love-600 bg-white text-love-600",
    soft: "bg-rose-50",
  },
};
