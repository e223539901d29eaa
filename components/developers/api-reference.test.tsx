import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { openApiDocument } from "@/lib/contracts/openapi";
import { ApiReference } from "./api-reference";

const reader = vi.hoisted(() => ({ locale: "en" as "en" | "ru" }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: reader.locale, messages: reader.locale === "ru" ? ru : en, namespace: namespace as never }),
}));

describe("/developers/api", () => {
  it("lists every operation of the OpenAPI document, with its path, access and schemas, and links the JSON", async () => {
    const document = openApiDocument();
    const html = renderToStaticMarkup(await ApiReference({ document }));
    const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(html.match(/<li /g)).toHaveLength(count);
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).toContain("/api/v1/scene/p2p/{id}/run");
    expect(html).toContain('id="putSceneP2pByIdRun"');
    expect(html).toContain("Access: signed in: Company account");
    expect(html).toContain("Access: anyone, no sign-in");
    expect(html).not.toMatch(/<script|https?:\/\/(?!spec\.openapis\.org|json-schema\.org)/);
  });

  it("says who may call in the reader's language, with no English left on a Russian page", async () => {
    reader.locale = "ru";
    try {
      const html = renderToStaticMarkup(await ApiReference({ document: openApiDocument() }));
      expect(html).toContain("Доступ: после входа: Аккаунт компании");
      expect(html).toContain("Доступ: кто угодно, без входа");
      expect(html).toContain("(в пути)");
      expect(html).not.toMatch(/Access:|optional\)|\(path/);
    } finally {
      reader.locale = "en";
    }
  });
});
