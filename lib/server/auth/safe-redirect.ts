import "server-only";
// Checklist 16: redirect targets after sign-in are local paths only.

const BASE = "http://local.invalid";

/**
 * A local path to continue to after sign-in; anything that could leave the site becomes
 * the fallback. The check runs on the path as the browser will finally read it: after
 * dot segments are resolved ("/.//evil" becomes "//evil") and after percent-escapes are
 * decoded ("/%2F%2Fevil"), because either form can turn into a protocol-relative URL.
 */
export function safeLocalPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 512) return fallback;
  if (!isLocalPathText(candidate)) return fallback;
  try {
    const url = new URL(candidate, BASE);
    if (url.origin !== BASE) return fallback;
    const normalised = url.pathname + url.search + url.hash;
    if (!isLocalPathText(normalised) || !isLocalPathText(decodeURIComponent(url.pathname))) return fallback;
    return normalised;
  } catch {
    return fallback;
  }
}

/** Starts with one slash, and holds no second slash or backslash after it, nor any control character. */
function isLocalPathText(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil") and read "\" as "/".
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f\\]/.test(path);
}
