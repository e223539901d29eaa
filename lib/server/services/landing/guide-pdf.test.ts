import { describe, expect, it } from "vitest";
import { guideEn } from "@/content/guide/en";
import { guideRu } from "@/content/guide/ru";
import { pdfText } from "@/tests/support/pdf-text";
import { guidePdfResponse, renderGuidePdf } from "./guide-pdf";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the user guide as a PDF", () => {
  it("prints the guide's title and every section in English", async () => {
    const { text } = await pdfText(await renderGuidePdf("en"));
    expect(flat(text)).toContain("User guide");
    for (const section of guideEn.sections) expect(flat(text)).toContain(section.heading);
  });

  it("prints the Russian guide in Cyrillic", async () => {
    const { text, pages } = await pdfText(await renderGuidePdf("ru"));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(flat(text)).toContain("Руководство пользователя");
    for (const section of guideRu.sections) expect(flat(text)).toContain(section.heading);
  });

  it("answers as a PDF download named in the reader's language", async () => {
    const response = await guidePdfResponse("ru");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Аккордо Руководство пользователя.pdf")}`);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});
