// The terms the forecast screens explain (issue 17 point 5); their texts are the `glossary` namespace.
export const GLOSSARY_TERMS = ["K", "P", "L", "orderCode", "statisticalPower", "mergeEffect", "familiarity", "spread", "atmosphere", "precision"] as const;
export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

const TERMS: ReadonlySet<string> = new Set(GLOSSARY_TERMS);
export const isGlossaryTerm = (key: string): key is GlossaryTerm => TERMS.has(key);

/**
 * The team's order code with the letters of the grade chips: the engine lists its levels as
 * C, P, M (competence, professionalism, maturity) by descending mean; screens show them as
 * K, P, L, the letters of the grades, in both languages.
 */
export function displayOrderCode(code: string): string {
  return code.replace(/[CPM]/g, (letter) => ({ C: "K", P: "P", M: "L" })[letter as "C" | "P" | "M"]);
}
