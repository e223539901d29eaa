import type { Locator } from "@playwright/test";

/**
 * What a generated sentence (a contributor, an advice) must never show a reader: an empty number,
 * a raw placeholder, a lower-case start, or a decimal separator of the other language.
 */
export function sentenceProblems(text: string, lang: "ru" | "en"): string[] {
  const problems: string[] = [];
  for (const bad of ["( of", "( из", "()", "  ", "undefined", "NaN", "{", "}"]) if (text.includes(bad)) problems.push(`contains "${bad}"`);
  const first = text.trim().charAt(0);
  if (first !== first.toLocaleUpperCase(lang)) problems.push("starts in lower case");
  if (lang === "ru" && /\d\.\d/.test(text)) problems.push("decimal point on a Russian page");
  if (lang === "en" && /\d,\d/.test(text)) problems.push("decimal comma on an English page");
  return problems.map((p) => `${p}: ${text}`);
}

/** The problems of every sentence in the contributor lists and advice boxes inside `scope`. */
export async function problemsIn(scope: Locator, lang: "ru" | "en"): Promise<{ count: number; problems: string[] }> {
  const texts = [...(await scope.getByTestId("contributors").locator("li").allInnerTexts()), ...(await scope.locator("[data-testid^='advice-'] p").allInnerTexts())];
  return { count: texts.length, problems: texts.flatMap((t) => sentenceProblems(t, lang)) };
}
