import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ALERT_CLASSES, ALERT_TONES } from "./alert";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-style";
import { cardClasses, type CardProps } from "./card";
import { FIELD_CLASSES } from "./field";
import { INPUT_CLASSES, TEXTAREA_CLASSES } from "./input";
import { TONES, type ToneClasses } from "../questionnaire/tone";

// `cn` and the primitives join classes without merging them, so that no page loads
// tailwind-merge (8.5 KB). Two classes setting the same property on one element are then
// both applied, and the one later in Tailwind's stylesheet wins whatever their order in the
// attribute. This test finds such pairs in the source: tailwind-merge, used here as a
// conflict detector only, says which classes a later one means to override. It reads
// every call of `cn` (classes that may apply together) and every JSX use of a component
// that passes its `className` through `cn` or is a primitive.

const ROOTS = ["app", "components"];

function sourceFiles(dir: string, acc: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, acc);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) acc.push(file);
  }
  return acc;
}

const split = (classes: string) => classes.split(/\s+/).filter(Boolean);

/**
 * The classes of `base` that `extra`, written after them, means to override: tailwind-merge
 * would drop them. Joined without merging, which one wins is left to the stylesheet. A pair
 * that tailwind-merge keeps (`px-3` then `pl-9`) is fine: Tailwind orders it the same way.
 */
function conflicts(base: string[], extra: string[]): string[] {
  if (base.length === 0 || extra.length === 0) return [];
  const kept = new Set(split(twMerge([...base, ...extra].join(" "))));
  return base.filter((c) => !kept.has(c));
}

function literal(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return null;
}

interface Finding {
  where: string;
  classes: string[];
}

/** The literal alternatives of a conditional chain, `a ? "x" : b ? "y" : "z"`; null if not literal. */
function alternatives(node: ts.Expression): string[][] | null {
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = alternatives(node.whenTrue);
    const whenFalse = alternatives(node.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  const text = literal(node) ?? constantText(node);
  if (text !== null) return [split(text)];
  if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === "undefined")) return [[]];
  // The questionnaire's colour accents: `tone.stepCurrent` is one of the two tones' classes.
  if (ts.isPropertyAccessExpression(node) && /tone$/i.test(node.expression.getText()) && node.name.text in TONES.brand) {
    return Object.values(TONES).map((tone) => split(String(tone[node.name.text as keyof ToneClasses])));
  }
  return null;
}

/** A constant of the same file holding literal classes: `const OPTION_CARD = "…"`. */
function constantText(node: ts.Node): string | null {
  if (!ts.isIdentifier(node)) return null;
  let found: string | null = null;
  const look = (at: ts.Node) => {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.name.text === node.text && at.initializer) found = literal(at.initializer);
    else ts.forEachChild(at, look);
  };
  look(node.getSourceFile());
  return found;
}

/** What one argument of `cn` may add: one of these class lists (`cond && "x"` adds "x" or nothing). */
function contribution(arg: ts.Expression): string[][] | null {
  if (ts.isBinaryExpression(arg) && arg.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return alternatives(arg.right);
  return alternatives(arg);
}

/** Conflicts inside one call of `cn(...)`: any two arguments whose classes may apply together. */
function callConflicts(call: ts.CallExpression): Finding[] {
  const parts = call.arguments.map(contribution).filter((c): c is string[][] => c !== null);
  const findings: Finding[] = [];
  for (const [i, part] of parts.entries()) {
    for (const option of part) {
      const within = conflictsWithin(option);
      if (within.length) findings.push({ where: lineOf(call), classes: within });
      for (const later of parts.slice(i + 1)) {
        for (const other of later) {
          const found = conflicts(option, other);
          if (found.length) findings.push({ where: lineOf(call), classes: found });
        }
      }
    }
  }
  return findings;
}

function conflictsWithin(classes: string[]): string[] {
  const kept = new Set(split(twMerge(classes.join(" "))));
  return classes.filter((c) => !kept.has(c));
}

/** The enclosing component's name: the one a `cn(own, className)` belongs to. */
function componentOf(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) return at.name.text;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && /^[A-Z]/.test(at.name.text)) return at.name.text;
  }
  return null;
}

function lineOf(node: ts.Node): string {
  const file = node.getSourceFile();
  return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function jsxAttribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
}

function attributeLiteral(element: ts.JsxOpeningLikeElement, name: string): string | null | undefined {
  const attr = jsxAttribute(element, name);
  if (!attr) return undefined;
  if (!attr.initializer) return null;
  if (ts.isStringLiteral(attr.initializer)) return attr.initializer.text;
  if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression) return literal(attr.initializer.expression);
  return null;
}

const files = ROOTS.flatMap((root) => sourceFiles(root)).map((file) =>
  ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
);

function visitAll(visit: (node: ts.Node) => void) {
  for (const file of files) {
    const walk = (node: ts.Node) => {
      visit(node);
      ts.forEachChild(node, walk);
    };
    walk(file);
  }
}

const PRIMITIVES: Record<string, (element: ts.JsxOpeningLikeElement) => string[]> = {
  Input: () => [INPUT_CLASSES],
  PasswordInput: () => [`${INPUT_CLASSES} pr-10`],
  Textarea: (element) => [`${TEXTAREA_CLASSES} ${jsxAttribute(element, "code") ? "font-mono text-xs" : "text-sm"}`],
  Field: () => [FIELD_CLASSES],
  Alert: (element) => {
    const tone = attributeLiteral(element, "tone");
    const tones = tone ? [ALERT_TONES[tone as keyof typeof ALERT_TONES]] : Object.values(ALERT_TONES);
    return tones.map((classes) => `${ALERT_CLASSES} ${classes}`);
  },
  Button: (element) => {
    const variant = (attributeLiteral(element, "variant") ?? "primary") as ButtonVariant;
    const size = (attributeLiteral(element, "size") ?? "md") as ButtonSize;
    return [buttonClasses(variant, size)];
  },
};
PRIMITIVES.GatedButton = PRIMITIVES.Button!;
PRIMITIVES.Card = (element) => [cardClasses((attributeLiteral(element, "padding") ?? undefined) as CardProps["padding"], (attributeLiteral(element, "tone") ?? undefined) as CardProps["tone"])];

const isCn = (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node) && node.expression.getText() === "cn";

/** Components that pass their `className` through cn, with every class list they may set beside it. */
function passThroughComponents(): Map<string, string[][]> {
  const own = new Map<string, string[][]>();
  visitAll((node) => {
    if (!isCn(node) || !node.arguments.some((a) => ts.isIdentifier(a) && a.text === "className")) return;
    const name = componentOf(node);
    if (!name) return;
    const lists = node.arguments.flatMap((a) => contribution(a) ?? []);
    own.set(name, [...(own.get(name) ?? []), ...lists]);
  });
  return own;
}

describe("class conflicts (cn and the primitives join classes, they do not merge them)", () => {
  it("no product code imports tailwind-merge", () => {
    const importers = files.filter((file) => file.text.includes('from "tailwind-merge"')).map((file) => file.fileName);
    expect(importers).toEqual([]);
  });

  it("no call of cn joins classes that set the same property", () => {
    const findings: Finding[] = [];
    let calls = 0;
    visitAll((node) => {
      if (!isCn(node)) return;
      calls++;
      findings.push(...callConflicts(node));
    });
    expect(findings).toEqual([]);
    expect(calls).toBeGreaterThan(80);
  });

  it("no component that passes its className through cn is given classes that fight its own", () => {
    const own = passThroughComponents();
    expect([...own.keys()]).toEqual(expect.arrayContaining(["Spinner", "UnverifiedReason"]));
    const findings: Finding[] = [];
    visitAll((node) => {
      if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
      const lists = own.get(node.tagName.getText());
      const given = lists && !PRIMITIVES[node.tagName.getText()] ? attributeLiteral(node, "className") : null;
      if (!lists || !given) return;
      for (const list of lists) {
        const found = conflicts(list, split(given));
        if (found.length) findings.push({ where: lineOf(node), classes: found });
      }
    });
    expect(findings).toEqual([]);
  });

  it("no caller gives a primitive a className that fights the primitive's own classes", () => {
    const findings: Finding[] = [];
    let checked = 0;
    visitAll((node) => {
      if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
      const own = PRIMITIVES[node.tagName.getText()];
      if (!own) return;
      const given = attributeLiteral(node, "className");
      // A className the test cannot read is a finding: it could hold anything. A wrapper's
      // own `className` passed on is fine: the wrapper is a primitive here, its callers checked.
      const passedOn = jsxAttribute(node, "className")?.initializer?.getText() === "{className}";
      if (given === null && !passedOn) findings.push({ where: lineOf(node), classes: ["(not a literal)"] });
      const bases = own(node);
      const check = (where: string, classes: string) => {
        checked++;
        for (const base of bases) {
          const found = conflicts(split(base), split(classes));
          if (found.length) findings.push({ where, classes: found });
        }
      };
      if (given) check(lineOf(node), given);
      // With asChild the button's classes land on its child element.
      if (jsxAttribute(node, "asChild") && ts.isJsxOpeningElement(node)) {
        const child = node.parent.children.find((c): c is ts.JsxElement | ts.JsxSelfClosingElement => ts.isJsxElement(c) || ts.isJsxSelfClosingElement(c));
        const opening = child && (ts.isJsxElement(child) ? child.openingElement : child);
        const childClasses = opening && attributeLiteral(opening, "className");
        if (opening && childClasses) check(lineOf(opening), childClasses);
      }
    });
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it("finds a conflict when there is one", () => {
    expect(conflicts(split("h-10 px-4 text-white"), split("text-red-700"))).toEqual(["text-white"]);
    expect(conflicts(split("pl-9"), split("px-3"))).toEqual(["pl-9"]);
    expect(conflicts(split(INPUT_CLASSES), split("w-24"))).toEqual(["w-full"]);
    expect(conflicts(split("h-10 px-4"), split("mt-2 self-end"))).toEqual([]);
    // padding-left after padding-inline is fine: Tailwind orders pl after px.
    expect(conflicts(split("px-3"), split("pl-9"))).toEqual([]);
  });
});
