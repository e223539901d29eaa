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
