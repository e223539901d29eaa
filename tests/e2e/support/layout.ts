import { expect, type Locator, type Page } from "@playwright/test";

/** The page is no wider than the window: nothing scrolls sideways (issue 17: every screen fits a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** Every element of `inner` lies within `outer` horizontally (half a pixel of rounding allowed). */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const box = (await outer.boundingBox())!;
  for (const child of await inner.all()) {
    const b = (await child.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
}
