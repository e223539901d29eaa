// Reads the app's import graph the way the bundler splits it: files below a "use client"
// file run in the browser, and the translation namespaces they ask for must be sent to it.
// Used by the test that checks every page sends the message namespaces its client
// components use (tests/i18n/client-messages.test.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g;
const USE_TRANSLATIONS = /useTranslations\(\s*([^)]*?)\s*\)/g;
const CLIENT_MESSAGES = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g;

function resolveImport(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(tsx?|mts)$/.test(candidate)) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, "utf8");
    sources.set(file, text);
  }
  return text;
}

// Every page reaches much of lib/server through its metadata and session helpers: resolve each
// file's imports once for the whole walk, not once per page.
const imports = new Map<string, string[]>();

export function importsOf(file: string): string[] {
  const known = imports.get(file);
  if (known) return known;
  const text = source(file);
  const found = new Set<string>();
  for (const pattern of [IMPORT, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(match[1]!, file);
      if (target) found.add(target);
    }
  }
  const list = [...found];
  imports.set(file, list);
  return list;
}

const isClientFile = (file: string) => /^\s*["']use client["']/.test(source(file));

/** The namespaces a file asks `useTranslations` for (top-level keys), or a problem to report. */
export function namespacesUsedIn(file: string): { namespaces: string[]; problems: string[] } {
  const namespaces: string[] = [];
  const problems: string[] = [];
  for (const match of source(file).matchAll(USE_TRANSLATIONS)) {
    const literal = /^["']([\w.]+)["']$/.exec(match[1]!);
    if (literal) namespaces.push(literal[1]!.split(".")[0]!);
    else problems.push(`${file}: useTranslations(${match[1]}) must name its namespace as a string literal`);
  }
  return { namespaces, problems };
}

export interface ScopeReport {
  /** Namespaces that client code reachable from the entry asks for. */
  required: Map<string, string[]>;
  /** Namespaces the entry's server files send with <ClientMessages namespaces={[...]}>. */
  provided: Set<string>;
  problems: string[];
}

/**
 * Walks from an entry file (a page or a layout): server files are followed for the
 * namespaces they send, client files (and everything they import) for the namespaces they use.
 */
export function scopeOf(entry: string): ScopeReport {
  const report: ScopeReport = { required: new Map(), provided: new Set(), problems: [] };
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${inClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const client = inClient || isClientFile(file);
    if (client) {
      const { namespaces, problems } = namespacesUsedIn(file);
      report.problems.push(...problems);
      for (const ns of namespaces) report.required.set(ns, [...(report.required.get(ns) ?? []), file.slice(ROOT.length + 1)]);
    } else {
      for (const match of source(file).matchAll(CLIENT_MESSAGES)) {
        for (const name of match[1]!.matchAll(/["'](\w+)["']/g)) report.provided.add(name[1]!);
      }
    }
    for (const target of importsOf(file)) visit(target, client);
  };
  visit(entry, false);
  return report;
}
