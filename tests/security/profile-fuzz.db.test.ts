import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/server/http/route";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { ownerWithSession } from "../support/owner-session";
import * as r from "../support/routes";

// Issue 3: every profile endpoint fuzzed with wrong types, extra keys, huge strings and
// broken JSON answers 400 with a catalogue code, never 500 (checklist 18, 20).

interface Target {
  name: string;
  handler: RouteHandler;
  method: string;
  params: (ids: Ids) => Record<string, string>;
  body?: (ids: Ids) => Record<string, unknown>;
  path?: string;
}
interface Ids {
  id: string;
  link: string;
  permalink: string;
}

const TARGETS: Target[] = [
  { name: "create", handler: r.profilesCreate, method: "POST", params: () => ({}), body: () => ({ firstName: "Anna", lastName: "Petrova" }) },
  { name: "update", handler: r.profilePatch, method: "PATCH", params: (i) => ({ id: i.id }), body: () => ({ firstName: "Anna" }) },
  { name: "unsecure", handler: r.profileUnsecure, method: "POST", params: () => ({}), body: () => ({ answers: {}, firstName: "Anna" }) },
  { name: "short", handler: r.profileShort, method: "POST", params: () => ({}), body: () => ({ answers: {}, firstName: "Anna" }) },
  { name: "love", handler: r.profileLove, method: "POST", params: () => ({}), body: () => ({ answers: {}, firstName: "Anna" }) },
  { name: "filler save", handler: r.fillerPatch, method: "PATCH", params: (i) => ({ permalink: i.permalink }), body: () => ({ currentStep: 1 }) },
  { name: "upgrade", handler: r.fillerUpgradePut, method: "PUT", params: (i) => ({ permalink: i.permalink }), body: () => ({ answers: {} }) },
];

const EXTRA_KEYS = [{ ownerId: "00000000-0000-4000-8000-000000000000" }, { status: "answered" }, { finalScore: { K: "SENIOR" } }, { role: "administrator" }, { permalink: "x" }];

describeEachDatabase("profile endpoints under fuzzing", ({ get }) => {
  let cookies: Record<string, string>;
  let ids: Ids;

  beforeAll(async () => {
    const session = await ownerWithSession(get().db, "fuzz-owner@example.com");
    cookies = session.cookies;
    const created = await call(r.profilesCreate, { body: { firstName: "Fuzz", lastName: "Target" }, cookies, ip: "198.51.100.200" });
    const referral = await call(r.profileReferral, { method: "POST", params: { id: created.body._id as string }, cookies, ip: "198.51.100.200" });
    ids = { id: created.body._id as string, link: referral.body.referralId as string, permalink: new URL(created.body.invitationUrl as string).searchParams.get("invite")! };
  });

  const expectClean4xx = (result: Awaited<ReturnType<typeof call>>, label: string) => {
    expect(result.status, label).toBeGreaterThanOrEqual(400);
    expect(result.status, label).toBeLessThan(500);
    expect(typeof result.body.code, label).toBe("string");
    expect(JSON.stringify(result.body), label).not.toMatch(/node_modules|at \w+ \(/);
  };

  it("extra keys such as ownerId, status and finalScore are refused with 400", async () => {
    let n = 0;
    for (const target of TARGETS) {
      for (const extra of EXTRA_KEYS) {
        const result = await call(target.handler, { method: target.method, params: target.params(ids), body: { ...target.body!(ids), ...extra }, cookies, ip: `198.51.101.${n++ % 250}` });
        expectClean4xx(result, `${target.name} ${JSON.stringify(extra)}`);
        expect(result.status).toBe(400);
        expect(Object.values(result.body.fields as object)).toContain("unknown_field");
      }
    }
  });

  it("broken JSON, wrong content types, wrong types and huge strings answer 4xx", async () => {
    const variants = [
      { rawBody: "{\"firstName\":", headers: { "content-type": "application/json" } },
      { rawBody: "firstName=x", headers: { "content-type": "text/plain" } },
      { body: [1, 2, 3] },
      { body: { firstName: 42, lastName: [], answers: "all", currentStep: "one", hideDetails: "yes" } },
      { body: { firstName: "A".repeat(20_000), lastName: "B" } },
      { body: { answers: Object.fromEntries(Array.from({ length: 700 }, (_, i) => [`q${i}`, "x"])) , firstName: "A" } },
      { body: { answers: { deep: { value: "a", child: { value: "b", child: { value: "c", child: { value: "d", child: { value: "e", extra: 1 } } } } } }, firstName: "A" } },
      { rawBody: JSON.stringify({ firstName: "x".repeat(300_000) }), headers: { "content-type": "application/json" } },
    ];
    let n = 0;
    for (const target of TARGETS) {
      for (const variant of variants) {
        const result = await call(target.handler, { method: target.method, params: target.params(ids), ...variant, cookies, ip: `198.51.102.${n++ % 250}` });
        expectClean4xx(result, `${target.name} ${JSON.stringify(variant).slice(0, 80)}`);
      }
    }
  });

  it("random JSON bodies never cause a 5xx", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), fc.jsonValue({ maxDepth: 4 }), async (target, value) => {
        const result = await call(target.handler, { method: target.method, params: target.params(ids), rawBody: JSON.stringify(value), headers: { "content-type": "application/json" }, cookies, ip: `198.51.103.${n++ % 250}` });
        expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });

  it("malformed ids and queries answer 400; unknown ones 404", async () => {
    for (const bad of ["not-a-uuid", "1' OR '1'='1", "../../etc/passwd"]) {
      expectClean4xx(await call(r.profileGet, { params: { id: bad }, cookies }), `get ${bad}`);
      expectClean4xx(await call(r.fillerGet, { params: { permalink: bad } }), `filler ${bad}`);
      expectClean4xx(await call(r.profileCard, { params: { id: bad } }), `card ${bad}`);
    }
    for (const query of ["page=abc", "sortBy=password", "pageSize=100000", "ownerId=x", "dateStart=yesterday", "gradeC=GURU"]) {
      const result = await call(r.profilesList, { path: `/api/v1/owner/profiles?${query}`, cookies });
      expect(result.status, query).toBe(400);
    }
    expect((await call(r.fillerGet, { params: { permalink: "A".repeat(43) } })).status).toBe(404);
    expect((await call(r.profileCard, { params: { id: "B".repeat(43) } })).status).toBe(404);
  });
});
