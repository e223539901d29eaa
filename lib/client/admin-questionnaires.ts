import type { AdminQuestionnaireDto } from "@/lib/contracts/admin";

// The questionnaire dialog checks the pasted or loaded definition in the browser
// before sending it; the server then runs the questionnaire engine's thorough check.

export type QuestionnaireKind = AdminQuestionnaireDto["kind"];
export const QUESTIONNAIRE_KINDS: readonly QuestionnaireKind[] = ["profile", "love", "couple"];
export const QUESTIONNAIRE_STATUSES: readonly AdminQuestionnaireDto["status"][] = ["created", "computed", "inactive"];

export type DefinitionProblem =
  | { code: "required" }
  | { code: "invalid_json"; line: number | null; column: number | null }
  | { code: "not_object" }
  | { code: "kind_mismatch"; kind: string };

export type DefinitionCheck = { ok: true; definition: Record<string, unknown> } | { ok: false; problem: DefinitionProblem };

/** The line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Where JSON.parse stopped, when the engine's message says so ("... at position 12"). */
function errorPosition(text: string, error: unknown): { line: number | null; column: number | null } {
  const message = error instanceof Error ? error.message : "";
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
  const position = /position (\d+)/.exec(message);
  if (position) return lineAndColumn(text, Number(position[1]));
  if (/end of (JSON )?input|Unterminated/i.test(message)) return lineAndColumn(text, text.length);
  return { line: null, column: null };
}

/** The kind a definition declares, when it is one we know. */
export function declaredKind(definition: unknown): QuestionnaireKind | null {
  if (!definition || typeof definition !== "object" || Array.isArray(definition)) return null;
  const kind = (definition as { kind?: unknown }).kind;
  return QUESTIONNAIRE_KINDS.find((k) => k === kind) ?? null;
}

/**
 * Parses the definition text: valid JSON, an object, and (when it declares one) of the
 * chosen kind, since the server refuses a definition of another kind without saying why.
 */
export function checkDefinitionText(text: string, kind: QuestionnaireKind | null): DefinitionCheck {
  if (!text.trim()) return { ok: false, problem: { code: "required" } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { code: "invalid_json", ...errorPosition(text, error) } };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, problem: { code: "not_object" } };
  const declared = (value as { kind?: unknown }).kind;
  if (kind && typeof declared === "string" && declared !== kind) return { ok: false, problem: { code: "kind_mismatch", kind: declared } };
  return { ok: true, definition: value as Record<string, unknown> };
}

export interface DefinitionIssue {
  /** The engine's issue code (duplicate_name, unknown_step, ...), or "shape" when the outline is wrong. */
  code: string;
  /** The question name or step id concerned ("" for the shape). */
  where: string;
}

/**
 * The server's field errors about the definition: `definition` = "invalid" (the outline
 * is wrong) or `definition.N` = "code:where" (one engine issue each; characters outside
 * [a-z0-9_:] were replaced by "_").
 */
export function definitionIssues(fields: Record<string, string> | undefined): DefinitionIssue[] {
  if (!fields) return [];
  const issues: DefinitionIssue[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (field === "definition") issues.push({ code: "shape", where: "" });
    else if (/^definition\.\d+$/.test(field)) {
      const split = value.indexOf(":");
      issues.push(split < 0 ? { code: value, where: "" } : { code: value.slice(0, split), where: value.slice(split + 1) });
    }
  }
  return issues;
}

/** The other field errors (name, kind, dataSource) to put on their form fields. */
export function fieldErrorsBesidesDefinition(fields: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([field]) => field !== "definition" && !field.startsWith("definition.")));
}

/** DELETE /questionnaire/{id} answers deleted, or retired (inactive) when profiles use the version. */
export function deletionOutcome(answer: { deleted: boolean; status: string }): "deleted" | "retired" {
  return answer.deleted ? "deleted" : "retired";
}

/** The version a new definition would get: one past the highest of its kind. */
export function nextVersion(list: readonly Pick<AdminQuestionnaireDto, "kind" | "version">[], kind: QuestionnaireKind): number {
  return list.filter((q) => q.kind === kind).reduce((max, q) => Math.max(max, q.version), 0) + 1;
}

/** A file is read as text only when it looks like JSON and is small enough for the server (1 MiB). */
export const MAX_DEFINITION_BYTES = 1024 * 1024 - 4096;

export function acceptableFile(file: { name: string; type: string; size: number }): "ok" | "not_json" | "too_large" {
  if (!/\.json$/i.test(file.name) && file.type !== "application/json") return "not_json";
  return file.size > MAX_DEFINITION_BYTES ? "too_large" : "ok";
}
