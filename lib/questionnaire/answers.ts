import type { Answers, DropdownAnswer, Option, Question } from "./types";

// One reading of raw answers shared by visibility, validation and the payload, so a
// value the form accepts is exactly a value the server accepts.

export const MAX_DROPDOWN_DEPTH = 3;

/** A canonical answer: what `normaliseAnswer` returns for a well-formed value. */
export type NormalisedAnswer = string | number | readonly string[] | DropdownAnswer;

/** Reads an own property only, so names such as "constructor" never hit the prototype. */
export function readOwn(answers: Answers, name: string): unknown {
  if (answers === null || typeof answers !== "object") return undefined;
  return Object.hasOwn(answers, name) ? (answers as Record<string, unknown>)[name] : undefined;
}

/** Defines a property without ever touching a prototype ("__proto__" stays a plain key). */
export function setOwn<T>(target: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A finite number, or a decimal string as typed into a form field. -0 becomes 0: JSON
 * storage turns it into 0, and a stored answer must read back as the same answer.
 */
export function toFiniteNumber(raw: unknown): number | undefined {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && NUMERIC_TEXT.test(raw) ? Number(raw) : undefined;
  if (n === undefined || !Number.isFinite(n)) return undefined;
  return n === 0 ? 0 : n;
}

/**
 * The canonical form of an answer, or undefined when the value is missing or does not
 * fit the question (unknown option, out of bounds, incomplete dropdown path ...).
 * Formula questions have no stored answer: see the evaluator.
 */
export function normaliseAnswer(question: Question, raw: unknown): NormalisedAnswer | undefined {
  switch (question.type) {
    case "select":
      return readSelect(question.scope, raw);
    case "multiselect":
      return readMultiselect(question.scope, raw);
    case "slider":
    case "range":
      return readBoundedNumber(question, raw);
    case "dropdown":
      return readDropdown(question.scope, raw);
    case "formula":
      return undefined;
    default:
      return undefined;
  }
}

function readSelect(scope: readonly Option[], raw: unknown): string | undefined {
  const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== "string") return undefined;
  return scope.some((o) => o.value === text) ? text : undefined;
}

function readMultiselect(scope: readonly Option[], raw: unknown): readonly string[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const chosen = new Set<string>();
  for (const item of raw as unknown[]) {
    if (typeof item !== "string" || !scope.some((o) => o.value === item)) return undefined;
    chosen.add(item);
  }
  // Scope order makes the payload independent of the order of clicks.
  return scope.filter((o) => chosen.has(o.value)).map((o) => o.value);
}

function readBoundedNumber(question: Question, raw: unknown): number | undefined {
  const value = toFiniteNumber(raw);
  if (value === undefined) return undefined;
  const bounds = question.slider;
  if (bounds && (value < bounds.min || value > bounds.max)) return undefined;
  return value;
}

/** The values of a dropdown path given as a tree `{ value, child }` or an array (1..3 levels). */
export function dropdownPath(raw: unknown): readonly string[] | undefined {
  if (Array.isArray(raw)) {
    const items = raw as unknown[];
    const valid = items.length > 0 && items.length <= MAX_DROPDOWN_DEPTH && items.every((v) => typeof v === "string");
    return valid ? (items as string[]) : undefined;
  }
  const path: string[] = [];
  let node: unknown = raw;
  while (node !== undefined && node !== null) {
    if (typeof node !== "object" || path.length >= MAX_DROPDOWN_DEPTH) return undefined;
    const { value, child } = node as { value?: unknown; child?: unknown };
    if (typeof value !== "string") return undefined;
    path.push(value);
    node = child;
  }
  return path.length > 0 ? path : undefined;
}

function readDropdown(scope: readonly Option[], raw: unknown): DropdownAnswer | undefined {
  const path = dropdownPath(raw);
  if (!path) return undefined;
  let level: readonly Option[] = scope;
  for (let depth = 0; depth < path.length; depth += 1) {
    const option = level.find((o) => o.value === path[depth]);
    if (!option) return undefined;
    const children = option.children ?? [];
    const isLast = depth === path.length - 1;
    if (isLast && children.length > 0) return undefined; // the path must end at a leaf
    level = children;
  }
  return pathToTree(path);
}

export function pathToTree(path: readonly string[]): DropdownAnswer {
  let tree: DropdownAnswer | undefined;
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const value = path[i] as string;
    tree = tree ? { value, child: tree } : { value };
  }
  return tree as DropdownAnswer;
}

/** The options chosen along a dropdown path, root first. */
export function dropdownOptions(scope: readonly Option[], tree: DropdownAnswer): Option[] {
  const chosen: Option[] = [];
  let level: readonly Option[] = scope;
  let node: DropdownAnswer | undefined = tree;
  while (node) {
    const value: string = node.value;
    const option = level.find((o) => o.value === value);
    if (!option) break;
    chosen.push(option);
    level = option.children ?? [];
    node = node.child;
  }
  return chosen;
}

/** Texts an `=` condition compares against: the value, each chosen value, or each level of a path. */
export function answerTexts(question: Question, answer: NormalisedAnswer): string[] {
  if (typeof answer === "string") return [answer];
  if (typeof answer === "number") return [String(answer)];
  if (Array.isArray(answer)) return [...(answer as readonly string[])];
  return dropdownOptions(question.scope, answer as DropdownAnswer).map((o) => o.value);
}

/**
 * The number `>` / `<` conditions and formulas use: numbers as they are; a select
 * option's `computed` value (else its value read as a number); the count of chosen
 * multiselect options; the `computed` value of a dropdown leaf (else its value as a number).
 */
export function answerNumber(question: Question, answer: NormalisedAnswer): number | undefined {
  if (typeof answer === "number") return answer;
  if (typeof answer === "string") {
    const option = question.scope.find((o) => o.value === answer);
    return option?.computed ?? toFiniteNumber(answer);
  }
  if (Array.isArray(answer)) return answer.length;
  const leaf = dropdownOptions(question.scope, answer as DropdownAnswer).at(-1);
  return leaf ? (leaf.computed ?? toFiniteNumber(leaf.value)) : undefined;
}

/** True for values that carry no answer at all. */
export function isBlankValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}
