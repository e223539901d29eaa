import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { openApiDocument } from "@/lib/contracts/openapi";
import { ApiReference } from "./api-reference";

vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));

describe("/developers/api", () => {
  it("lists every operation of the OpenAPI document, with its path, access and schemas, and links the JSON", async () => {
    const document = openApiDocument();
    const html = renderToStaticMarkup(await ApiReference({ document }));
    const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(html.match(/<li /g)).toHaveLength(count);
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).toContain("/api/v1/scene/p2p/{id}/run");
    expect(html).toContain('id="putSceneP2pByIdRun"');
    expect(html).toContain("Access: a signed-in owner session.");
    expect(html).not.toMatch(/<script|https?:\/\/(?!spec\.openapis\.org|json-schema\.org)/);
  });
});
