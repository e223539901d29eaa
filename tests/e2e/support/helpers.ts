import { expect, type Locator, type Page } from "@playwright/test";

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

/** Fills the open sign-in form with an account's e-mail and password, submits it and waits for the page it leads to. */
export async function submitLogin(page: Page, account: { email: string; password: string }, landing: RegExp, button = "Sign in"): Promise<void> {
  await page.locator("#username").fill(account.email);
  await page.locator("#password").fill(account.password);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(landing);
}

export interface LiveFrame {
  type: string;
  sceneId?: string;
  kind?: string;
  phase?: string;
}

/** Every JSON message the page's live-channel sockets receive from now on, in order. */
export function collectLiveFrames(page: Page): LiveFrame[] {
  const frames: LiveFrame[] = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", (frame) => {
      try {
        frames.push(JSON.parse(String(frame.payload)) as LiveFrame);
      } catch {
        /* not JSON: ignored */
      }
    });
  });
  return frames;
}

const PICKER = {
  specialist: { en: { choose: "Choose a specialist", title: "Choose a specialist", search: "Search by name or position" }, ru: { choose: "Выбрать специалиста", title: "Выбор специалиста", search: "Поиск по имени или должности" } },
  person: { en: { choose: "Choose a person", title: "Choose a person", search: "Search by name or position" }, ru: { choose: "Выбрать человека", title: "Выбор человека", search: "Поиск по имени или должности" } },
} as const;

/**
 * Opens an empty profile slot (pair, team check or new team; love-mobile picks people),
 * searches for the person named (the server searches; the list pages) and picks them.
 */
export async function pickProfile(page: Page, slot: Locator, name: string, lang: "en" | "ru", wording: "specialist" | "person" = "specialist"): Promise<void> {
  const words = PICKER[wording][lang];
  const list = page.getByRole("dialog", { name: words.title });
  await slot.getByRole("button", { name: words.choose }).last().click();
  await expect(list).toBeVisible();
  await list.getByRole("textbox", { name: words.search }).fill(name);
  await list.getByRole("option", { name: new RegExp(name) }).click();
}
