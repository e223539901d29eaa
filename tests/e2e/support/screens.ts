import type { Locator, Page } from "@playwright/test";

/**
 * Screenshots for a person to look at (test-results/screens/), taken when E2E_SCREENS=1:
 * `E2E_SCREENS=1 npx playwright test` before and after a change to how screens look. No check
 * depends on them, and each costs 0.2-0.5 s of a busy machine, so `npm test` and CI skip them.
 */
const SAVE_SCREENS = process.env.E2E_SCREENS === "1";

/** Saves `target` (a page, or one element of it) as test-results/screens/<name>.png when E2E_SCREENS=1. */
export async function saveScreen(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SAVE_SCREENS) return;
  const path = `test-results/screens/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
