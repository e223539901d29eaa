import { toFiniteNumber } from "./answers";

// Avatar choice from sex and age (spec: bands 0-20, 21-35, 36-50, above 50; none
// when either is missing; 19 images). The 19: male and female, four bands, two
// variants each (16), plus three neutral portraits for a recorded gender other than
// male or female (one for 0-20, one for 21-50, one above 50).

export const AGE_BANDS = ["0-20", "21-35", "36-50", "51-plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export type AvatarGender = "male" | "female" | "other";
export type AvatarVariant = "a" | "b";

export const NEUTRAL_AVATARS = ["neutral-0-20", "neutral-21-50", "neutral-51-plus"] as const;

const GENDERED = (["male", "female"] as const).flatMap((gender) =>
  AGE_BANDS.flatMap((band) => (["a", "b"] as const).map((variant) => `${gender}-${band}-${variant}` as const)),
);

/** Every avatar image; each is `public/avatars/<name>.svg`. */
export const AVATAR_NAMES = [...GENDERED, ...NEUTRAL_AVATARS] as const;
export type AvatarName = (typeof AVATAR_NAMES)[number];

const MAX_AGE = 130;

const GENDER_WORDS: Readonly<Record<string, AvatarGender>> = {
  male: "male", m: "male", man: "male", "м": "male", "муж": "male", "мужской": "male",
  female: "female", f: "female", woman: "female", "ж": "female", "жен": "female", "женский": "female",
  other: "other", x: "other", neutral: "other", "другой": "other",
};

/** "male" / "M" / "М" -> male, "female" / "F" / "Ж" -> female, "other" -> other; anything else -> null. */
export function normaliseGender(value: unknown): AvatarGender | null {
  if (typeof value !== "string") return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(GENDER_WORDS, key) ? (GENDER_WORDS[key] ?? null) : null;
}

/** The band of an age in years (a number or numeric text); null when missing or impossible. */
export function ageBand(age: unknown): AgeBand | null {
  const years = toFiniteNumber(age);
  if (years === undefined || years < 0 || years > MAX_AGE) return null;
  const whole = Math.floor(years);
  if (whole <= 20) return "0-20";
  if (whole <= 35) return "21-35";
  if (whole <= 50) return "36-50";
  return "51-plus";
}

export interface AvatarInput {
  readonly gender: unknown;
  readonly age: unknown;
  /** Picks one of the two variants deterministically (a profile id, say); absent -> "a". */
  readonly seed?: string | number;
}

export function chooseAvatar(input: AvatarInput): AvatarName | null {
  const gender = normaliseGender(input.gender);
  const band = ageBand(input.age);
  if (gender === null || band === null) return null;
  if (gender === "other") {
    if (band === "0-20") return "neutral-0-20";
    return band === "51-plus" ? "neutral-51-plus" : "neutral-21-50";
  }
  return `${gender}-${band}-${avatarVariant(input.seed)}`;
}

export function avatarVariant(seed: string | number | undefined): AvatarVariant {
  if (seed === undefined) return "a";
  return hash(String(seed)) % 2 === 0 ? "a" : "b";
}

export function isAvatarName(value: unknown): value is AvatarName {
  return typeof value === "string" && (AVATAR_NAMES as readonly string[]).includes(value);
}

/** Public URL of an avatar image. */
export function avatarUrl(name: AvatarName): string {
  return `/avatars/${name}.svg`;
}

// FNV-1a, 32 bits: stable across runtimes, unlike anything random.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
