import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, lists). It does not merge them: tailwind-merge
 * would add 8.5 KB to every page's JavaScript. So a caller's classes add to a component's,
 * never give a second value for a property the component sets (a variant or a prop does
 * that); components/ui/class-conflicts.test.ts finds any such pair in the source.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
