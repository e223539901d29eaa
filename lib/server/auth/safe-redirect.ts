import "server-only";
// Checklist 16: redirect targets after sign-in are local paths only.

/** A local path to continue to after sign-in; anything that could leave the site becomes the fallback. */
export function safeLocalPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 512) return fallback;
  if (!candidate.startsWith("/")) return fallback;
  // "//evil", "/\evil", "/\\evil" are protocol-relative in browsers.
  if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  // Control characters and backslashes have no place in a local path (header splitting, "/\\evil").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
