import type { z } from "zod";

/**
 * zod issues -> { "field.path": "code" }; messages are already codes (lib/contracts/validation.ts).
 * The one rule for both sides: the API's 400 answers and the browser's own check of a form.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "_";
    if (fields[path]) continue;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] = "unknown_field";
      continue;
    }
    fields[path] = isCode(issue.message) ? issue.message : issue.code === "invalid_type" && issue.input === undefined ? "required" : "invalid";
  }
  return fields;
}

function isCode(message: string): boolean {
  return /^[a-z_]+(:[0-9]+)?$/.test(message);
}
