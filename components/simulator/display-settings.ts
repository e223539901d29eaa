// Display settings of the simulator (spec part 1 section 3): the card scale, kept in
// this browser, and the tips, kept on the server through the live channel.

export const SCALE_STEPS = [0.75, 0.875, 1, 1.125, 1.25, 1.5] as const;
export const DEFAULT_SCALE = 1;
const SCALE_KEY = "simulator-card-scale";

/** The nearest allowed scale; anything unreadable is the default 1.0. */
export function normalizeScale(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return DEFAULT_SCALE;
  return SCALE_STEPS.reduce((best, s) => (Math.abs(s - n) < Math.abs(best - n) ? s : best), DEFAULT_SCALE);
}

export function readScale(storage: Pick<Storage, "getItem"> | null = safeStorage()): number {
  try {
    const raw = storage?.getItem(SCALE_KEY);
    return raw === null || raw === undefined ? DEFAULT_SCALE : normalizeScale(raw);
  } catch {
    return DEFAULT_SCALE;
  }
}

export function storeScale(scale: number, storage: Pick<Storage, "setItem"> | null = safeStorage()): void {
  try {
    storage?.setItem(SCALE_KEY, String(normalizeScale(scale)));
  } catch {
    /* private mode: the scale lasts for this page only */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** `tips` from a `syncTutorial` or `reflectState` message; tips are on unless switched off. */
export function tipsFromMessage(message: Record<string, unknown>): boolean | null {
  if (message.type !== "syncTutorial" && message.type !== "reflectState") return null;
  const tutorial = message.tutorial;
  if (!tutorial || typeof tutorial !== "object") return null;
  const tips = (tutorial as Record<string, unknown>).tips;
  return typeof tips === "boolean" ? tips : true;
}
