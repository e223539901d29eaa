// Spec part 1 section 2: the administrator's profiles and questionnaires lists remember
// the last opened detail id (kept in this browser only).

export type LastOpenedList = "profiles" | "questionnaires";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!storage || !UUID.test(id)) return;
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
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}
