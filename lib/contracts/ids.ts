import { regexes, z } from "zod";

// The one definition of a record id (every primary key is a UUID from gen_random_uuid()):
// request schemas, page routes and browser code all check ids with these two, so what the
// browser takes for an id the API takes too. Both are zod's own UUID rule; a second
// hand-written UUID pattern is refused by ESLint (eslint.config.mjs, "one UUID check").

/** A UUID request field or path parameter; a malformed one is the validation code "invalid". */
export const uuid = () => z.uuid("invalid");

const UUID_PATTERN = regexes.uuid();

/** Whether `value` is a record id (a UUID), e.g. a path segment before it is looked up. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
