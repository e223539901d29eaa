import "server-only";

/** `Content-Disposition` of a download: an ASCII file name, with the full name kept in the RFC 5987 form. */
export function attachmentDisposition(base: string, extension: string, fallback: string): string {
  const ascii = base.normalize("NFKD").replace(/[^A-Za-z0-9-]+/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "") || fallback;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
