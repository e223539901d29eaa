import { limitedSignInAddress } from "../support/addresses";
import { PORT } from "../support/helpers";
import { expect, test } from "../support/test";

// Node, unlike the browser, does not resolve *.localhost: the server is asked at localhost
// and told the host by the Host header.
const BASE = `http://localhost:${PORT}`;
const RU = { host: `ru.localhost:${PORT}` };

interface ErrorBody {
  code: string;
  message: string;
  status: number;
}

/**
 * The API answers mistakes in the catalogue's JSON, in the caller's language, on the real
 * server: a path that names no endpoint is not_found (404) and a method a route does not
 * take is method_not_allowed (405), while real routes still answer for themselves.
 */
test("unknown API paths and methods answer the catalogue's JSON errors", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api/v1/no-such-thing"],
    ["POST", "/api/v1/passport/owner/login/magic"],
    ["DELETE", "/api/v1/scene/scene/00000000-0000-4000-8000-000000000000/nothing"],
  ] as const) {
    const response = await request.fetch(`${BASE}${path}`, { method, data: method === "GET" ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect((await response.json()) as ErrorBody).toMatchObject({ code: "not_found", status: 404, message: "Not found" });
  }
  const russian = await request.get(`${BASE}/api/v1/no-such-thing`, { headers: RU });
  expect(((await russian.json()) as ErrorBody).message).toBe("Не найдено");
  // The staff areas speak Russian unless told otherwise, also about paths they do not have.
  const staff = await request.get(`${BASE}/api/v1/administrator/no-such-list`);
  expect((await staff.json()) as ErrorBody).toMatchObject({ code: "not_found", message: "Не найдено" });

  const wrongMethod = await request.get(`${BASE}/api/v1/passport/owner/login`);
  expect(wrongMethod.status()).toBe(405);
  expect((await wrongMethod.json()) as ErrorBody).toMatchObject({ code: "method_not_allowed", status: 405 });
  const wrongMethodRu = await request.put(`${BASE}/api/v1/owner/self`, { data: {}, headers: RU });
  expect(((await wrongMethodRu.json()) as ErrorBody).message).toBe("Это действие здесь недоступно");

  // Real routes win over the catch-all.
  const login = await request.post(`${BASE}/api/v1/passport/owner/login`, { data: { username: "nobody@example.com", password: "wrong-password" }, headers: { origin: BASE } });
  expect(((await login.json()) as ErrorBody).code).toBe("auth:incorrect_credentials");
  expect((await request.get(`${BASE}/api/v1/owner/self`)).status()).toBe(401);
});

/** Finding 5: requests Next.js answered with a plain-text 500 get a proper answer from the real server. */
test("finding 5: a malformed percent-escape in any path answers 400 JSON under /api and the not-found page elsewhere", async ({ request }) => {
  for (const path of ["/api/v1/owner/profiles/%E0%A4%A", "/api/v1/scene/p2p/%ZZ", "/api/v1/no-such/%E0"]) {
    const response = await request.get(`${BASE}${path}`);
    expect(response.status(), path).toBe(400);
    expect((await response.json()) as ErrorBody, path).toMatchObject({ code: "validation:invalid_params", status: 400 });
  }
  const ru = await request.get(`${BASE}/api/v1/owner/profiles/%E0%A4%A`, { headers: RU });
  expect(((await ru.json()) as ErrorBody).message).toMatch(/[а-я]/i);
  for (const path of ["/owner/profiles/%E0%A4%A", "/%E0%A4%A"]) {
    const response = await request.get(`${BASE}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Page not found");
  }
});

test("finding 5: TRACE on any path answers 405, never a 500", async ({ request }) => {
  const api = await request.fetch(`${BASE}/api/v1/owner/self`, { method: "TRACE" });
  expect(api.status()).toBe(405);
  expect((await api.json()) as ErrorBody).toMatchObject({ code: "method_not_allowed", status: 405 });
  const page = await request.fetch(`${BASE}/faq`, { method: "TRACE" });
  expect(page.status()).toBe(405);
  expect(page.headers()["allow"]).toContain("GET");
});

/**
 * The build compiles the message catalogs (next.config.ts): an error whose message takes a
 * value is still found and written out, with the value, in the caller's language. The
 * failures come from an address of their own and an account nobody uses, so no other test's
 * sign-in is limited.
 */
test("an error message with a value is translated with it, in both languages", async ({ request }) => {
  const address = { "x-forwarded-for": limitedSignInAddress(), origin: BASE };
  const username = `limited-${Date.now()}@example.com`;
  const attempt = (headers: Record<string, string>) =>
    request.post(`${BASE}/api/v1/passport/owner/login`, { data: { username, password: "wrong-password" }, headers: { ...address, ...headers } });
  let response = await attempt({});
  for (let i = 0; i < 12 && response.status() !== 429; i++) response = await attempt({});
  expect(response.status()).toBe(429);
  const en = (await response.json()) as ErrorBody;
  expect(en).toMatchObject({ code: "auth:too_many_requests", message: "Too many attempts. Please try again in 10 minutes" });
  const ru = (await (await attempt({ ...RU, origin: `http://${RU.host}` })).json()) as ErrorBody;
  expect(ru.message).toBe("Слишком много попыток. Попробуйте снова через 10 минут");
});
