import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isAvatarName } from "@/lib/questionnaire/avatar";

const AVATAR_DIR = path.join(process.cwd(), "public", "avatars");
const cache = new Map<string, Promise<string | null>>();

/**
 * One of our own avatar pictures as a data URL, for the preview image; null for a name that is
 * not one of them (only names from the fixed list reach the file system) or an unreadable file.
 */
export function avatarDataUrl(name: string | null): Promise<string | null> {
  if (!isAvatarName(name)) return Promise.resolve(null);
  let found = cache.get(name);
  if (!found) {
    found = readFile(path.join(AVATAR_DIR, `${name}.svg`))
      .then((svg) => `data:image/svg+xml;base64,${svg.toString("base64")}`)
      .catch(() => null);
    cache.set(name, found);
  }
  return found;
}
