import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

const run = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(url, { headers }));

describe("proxy.ts", () => {
  it("rewrites to the host's locale without a locale in the URL", () => {
    const ru = run("http://ru.localhost:3000/owner/login", { host: "ru.localhost:3000" });
    expect(ru.headers.get("x-middleware-rewrite")).toBe("http://ru.localhost:3000/ru/owner/login");
    const en = run("http://localhost:3000/estimator/login", { host: "localhost:3000", cookie: "lp_estimator=en" });
    expect(en.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/en/estimator/login");
    const staffDefault = run("http://localhost:3000/administrator/login", { host: "localhost:3000" });
    expect(staffDefault.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/ru/administrator/login");
  });

  it("checklist 5: pages reached from a token link send no referrer and allow only own assets", () => {
    const page = run("http://localhost:3000/owner/magic-link?token=abc", { host: "localhost:3000" });
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/https?:\/\//);
    for (const path of ["/owner/password-reset?token=x", "/owner/verify?token=x", "/estimator/magic-link?token=y"]) {
      expect(run(`http://localhost:3000${path}`, { host: "localhost:3000" }).headers.get("referrer-policy")).toBe("no-referrer");
    }
    expect(run("http://localhost:3000/faq", { host: "localhost:3000" }).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("finding 7 (checklist 5): the invitation page sends no referrer", () => {
    const page = run("http://localhost:3000/profile-questionnaire?invite=abc123", { host: "localhost:3000" });
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("pages whose address carries a consumer key send no referrer, also once a script puts the key in the address", () => {
    // The couple questionnaire adds ?draft= after loading (history.replaceState), when the policy is already set.
    for (const path of ["/couple-questionnaire", "/couple-questionnaire?mode=alone", "/couple-questionnaire?mode=alone&draft=abcdefghijklmnopqrstuvwxyz", "/couple-questionnaire/result/abcdefghijklmnopqrstuvwxyz", "/couple-questionnaire/invite/abcdefghijklmnopqrstuvwxyz", "/main/questionnaire/abcdefghijklmnopqrstuvwxyz?mode=alone", "/main/questionnaire-result/abcdefghijklmnopqrstuvwxyz"]) {
      expect(run(`http://localhost:3000${path}`, { host: "localhost:3000" }).headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    for (const path of ["/main", "/main/questionnaire-instruction", "/profile-questionnaire", "/administrator/questionnaires"]) {
      expect(run(`http://localhost:3000${path}`, { host: "localhost:3000" }).headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("the locale reaches server components", () => {
  it("passes the chosen locale to next-intl in the request header it reads", () => {
    const response = run("http://localhost:3000/faq", { host: "localhost:3000" });
    expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe("en");
    const ru = run("http://ru.localhost:3000/faq", { host: "ru.localhost:3000" });
    expect(ru.headers.get("x-middleware-request-x-next-intl-locale")).toBe("ru");
  });
});
