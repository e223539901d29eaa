// Spec part 1 section 2: the administrator's profiles and questionnaires lists remember
// the last opened detail id (kept in this browser only).

import { isUuid } from "@/lib/contracts/ids";

export type LastOpenedList = "profiles" | "questionnaires";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function lastOpenedKey(list: LastOpenedList): string {
  return `administrator-${list}-last-opened`;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberLastOpened(list: LastOpenedList, id: string, storage: KeyValueStorage | null = browserStorage()): void {
  if (!storage || !isUuid(id)) return;
  try {
    storage.setItem(lastOpenedKey(list), id);
  } catch {
    /* storage full or blocked: nothing to remember */
  }
}

/** The remembered id, or null when none (or something else was stored under the key). */
export function lastOpened(list: LastOpenedList, storage: KeyValueStorage | null = browserStorage()): string | null {
  if (!storage) return null;
  try {
    const id = storage.getItem(lastOpenedKey(list));
    return isUuid(id) ? id : null;
  } catch {
    return null;
  }
}
