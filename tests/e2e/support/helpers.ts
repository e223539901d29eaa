import { expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The same server under a Russian or an English host name (*.localhost is loopback). */
export function hostUrl(lang: "ru" | "en", path: string): string {
  return `http://${lang}.localhost:${PORT}${path}`;
}

export const DEMO = {
  owner: { email: "owner@demo.test", password: "Owner-Demo-2026" },
  administrator: { email: "admin@demo.test", password: "Admin-Demo-2026" },
  estimator: { email: "estimator@demo.test", password: "Estimator-Demo-2026" },
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens the developer outbox and returns the newest link e-mailed to an address. */
export async function linkFromOutbox(page: Page, origin: string, to: string): Promise<string> {
  await page.goto(`${origin}/dev/outbox`);
  const message = page.getByTestId("outbox-message").filter({ has: page.getByTestId("outbox-to").getByText(to, { exact: true }) }).first();
  await expect(message).toBeVisible();
  return (await message.getByTestId("outbox-link").first().getAttribute("href"))!;
}
