import { beforeAll, expect, it } from "vitest";
import { analyticsSalts, pageViews, rateLimitHits } from "@/db/schema";
import { POST as recordPageViewRoute } from "@/app/api/v1/app/analytics/page-view/route";
import { RATE_LIMITS } from "@/lib/server/auth/rate-limit";
import { purgeExpired } from "@/lib/server/jobs/purge-jobs";
import { RETENTION } from "@/lib/server/jobs/retention";
import { describeEachDatabase } from "@/tests/support/databases";
import { testEffects } from "@/tests/support/effects";
import { call } from "@/tests/support/http";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";
const SHARE_TOKEN = "Zk3_pQ9xLm2vT8wRsecret";
const PROFILE_ID = "3f2c1b7e-9d4a-4c1e-8f00-1234567890ab";

describeEachDatabase("page views: first-party recording", ({ get, clock }) => {
  const view = (body: unknown, options: { ip?: string; agent?: string | null; host?: string } = {}) =>
    call(recordPageViewRoute, {
      method: "POST",
      path: "/api/v1/app/analytics/page-view",
      body,
      ip: options.ip ?? "203.0.113.7",
      host: options.host ?? "ru.localhost:3000",
      headers: options.agent === null ? {} : { "user-agent": options.agent ?? BROWSER },
    });

  beforeAll(() => clock.set(new Date("2026-11-21T09:00:00Z")));

  it("stores the normalised path, product, language and referrer host, and neither the address nor the agent", async () => {
    const { db } = get();
    expect((await view({ path: `/result/${SHARE_TOKEN}?utm=x#top`, referrer: "https://www.google.com/search?q=private" }, { ip: "198.51.100.23" })).status).toBe(200);
    expect((await view({ path: `/owner/profiles/${PROFILE_ID}` }, { host: "en.localhost:3000" })).status).toBe(200);
    expect((await view({ path: "/profile-questionnaire?invite=permalink-secret", referrer: "http://love.example.com/x" }, { host: "love.example.com" })).status).toBe(200);

    const rows = await db.select().from(pageViews).orderBy(pageViews.path);
    expect(rows.map((r) => [r.path, r.product, r.locale, r.referrerHost, r.kind, r.automated])).toEqual([
      ["/owner/profiles/[id]", "platform", "en", null, "page", false],
      ["/profile-questionnaire", "love", expect.any(String), null, "page", false],
      ["/result/[token]", "platform", "ru", "www.google.com", "page", false],
    ]);
    const stored = JSON.stringify(await db.select().from(pageViews)) + JSON.stringify(await db.select().from(rateLimitHits));
    for (const secret of [SHARE_TOKEN, PROFILE_ID, "permalink-secret", "198.51.100.23", "203.0.113.7", "Chrome/140", "private"]) expect(stored).not.toContain(secret);
    await db.delete(pageViews);
  });

  it("refuses bad input with a catalogue error, never a 500, and stores nothing", async () => {
    const { db } = get();
    for (const body of [{}, { path: "faq" }, { path: "/faq", extra: 1 }, { path: "/faq", kind: "purchase" }, { path: 42 }, { path: "/" + "a".repeat(3000) }]) {
      const answer = await view(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe("validation:invalid_body");
    }
    const notJson = await call(recordPageViewRoute, { method: "POST", rawBody: "{path:", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    const wrongType = await call(recordPageViewRoute, { method: "POST", rawBody: "path=/faq", headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    const foreign = await call(recordPageViewRoute, { method: "POST", body: { path: "/faq" }, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await db.select().from(pageViews)).toEqual([]);
  });

  it("flags headless browsers, crawlers and requests without an agent as automated", async () => {
    const { db } = get();
    await view({ path: "/faq" }, { agent: HEADLESS });
    await view({ path: "/faq" }, { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await view({ path: "/faq" }, { agent: null });
    await view({ path: "/faq" });
    const rows = await db.select({ automated: pageViews.automated }).from(pageViews);
    expect(rows.map((r) => r.automated).sort()).toEqual([false, true, true, true]);
    await db.delete(pageViews);
  });

  it("counts one visitor a day per address and agent, with a salt that is deleted once its day is over", async () => {
    const { db } = get();
    await view({ path: "/faq" }, { ip: "192.0.2.31" });
    await view({ path: "/terms" }, { ip: "192.0.2.31" });
    await view({ path: "/faq" }, { ip: "192.0.2.31", agent: BROWSER.replace("Windows NT 10.0", "Macintosh") });
    const sameDay = await db.select({ visitor: pageViews.visitor }).from(pageViews);
    expect(new Set(sameDay.map((r) => r.visitor)).size).toBe(2);

    clock.advance(24 * 60 * 60 * 1000);
    await view({ path: "/faq" }, { ip: "192.0.2.31" });
    const all = await db.select({ visitor: pageViews.visitor }).from(pageViews);
    expect(new Set(all.map((r) => r.visitor)).size).toBe(3);
    expect((await db.select().from(analyticsSalts)).length).toBe(2);

    await purgeExpired(db, clock.now(), testEffects().log);
    expect((await db.select({ day: analyticsSalts.day }).from(analyticsSalts))).toEqual([{ day: "2026-11-22" }]);
    await db.delete(pageViews);
  });

  it("limits page views from one address (429 with Retry-After) without holding up other addresses", async () => {
    const { db } = get();
    const { max } = RATE_LIMITS.pageViewsPerAddress;
    for (let i = 0; i < max; i++) expect((await view({ path: "/faq" }, { ip: "192.0.2.77" })).status).toBe(200);
    const refused = await view({ path: "/faq" }, { ip: "192.0.2.77" });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("auth:too_many_requests");
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await view({ path: "/faq" }, { ip: "192.0.2.78" })).status).toBe(200);
    expect((await db.select().from(pageViews)).length).toBe(max + 1);
    await db.delete(pageViews);
  });

  it("the hourly purge drops page views past their retention", async () => {
    const { db } = get();
    const now = clock.now();
    await db.insert(pageViews).values([
      { path: "/old", product: "platform", locale: "ru", visitor: "x", at: new Date(now.getTime() - RETENTION.pageViewsMs - 1000) },
      { path: "/recent", product: "platform", locale: "ru", visitor: "y", at: new Date(now.getTime() - RETENTION.pageViewsMs + 60_000) },
    ]);
    await purgeExpired(db, now, testEffects().log);
    expect((await db.select({ path: pageViews.path }).from(pageViews))).toEqual([{ path: "/recent" }]);
    await db.delete(pageViews);
  });
});
