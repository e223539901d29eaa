/** Spec part 1 section 9: long texts are cut at 17 characters plus an ellipsis. */
export const TRUNCATE_AT = 17;

export function truncate(text: string, max = TRUNCATE_AT): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}
