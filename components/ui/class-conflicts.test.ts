import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ALERT_CLASSES, ALERT_TONES } from "./alert";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-style";
import { FIELD_CLASSES } from "./field";
import { INPUT_CLASSES, TEXTAREA_CLASSES } from "./input";

// The primitives (Button, Input, Textarea, Field, Alert) join a caller's classes to their
// own without merging, so that pages whose client code uses only them (sign-in) do not
// load tailwind-merge (8.5 KB). Two classes setting the same property on one element are
// then both applied, and the one later in Tailwind's stylesheet wins whatever their order
// in the attribute. This test finds such pairs in the source: tailwind-merge, used here as
// a conflict detector only, says which of the primitive's classes a caller means to override.

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

describe("class conflicts of the primitives (they join, they do not merge)", () => {
  it("load no class-merging code", () => {
    for (const file of ["button.tsx", "input.tsx", "field.tsx", "alert.tsx", "button-style.ts", "hydrated-button.tsx", "plain-button.tsx"]) {
      expect(fs.readFileSync(path.join("components/ui", file), "utf8"), file).not.toMatch(/from "(tailwind-merge|\.\/cn|@\/components\/ui\/cn)"/);
    }
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
