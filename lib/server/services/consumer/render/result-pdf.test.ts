import { describe, expect, it } from "vitest";
import { renderResultPdf } from "./result-pdf";
import { sampleSummary } from "@/tests/support/share-summary-fixture";
import { pdfText } from "@/tests/support/pdf-text";

const REPORT_RU = "# Что выделяется\n\nВы оба цените **близость** и *устойчивый распорядок*.\n\n- Обсуждайте деньги заранее\n- Один вечер в неделю — только для вас\n";
const HOSTILE = [
  "## Heading one",
  "Plain paragraph with **bold words** and a [link](javascript:alert(1)).",
  "<script>alert('stolen')</script>",
  "Inline <script>inlineSecret()</script> tag and <b>raw bold</b>.",
  "![tracking pixel](https://evil.example/pixel.png)",
  "<img src=x onerror=alert(2)>",
  "* first point\n* second point",
].join("\n\n");

function normalised(text: string): string {
  return text.replace(/\s+/g, " ");
}

describe("renderResultPdf", () => {
  // Russian first on purpose: a Russian document rendered first once broke the glyphs of later English ones.
  it("prints the Russian names, labels, band meanings and report", async () => {
    const summary = sampleSummary({ locale: "ru", people: [{ firstName: "Александра-Виктория", avatarName: null }, { firstName: "Борис 😀", avatarName: null }] });
    const bytes = await renderResultPdf(summary, { markdown: REPORT_RU, standard: true });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const text = normalised((await pdfText(bytes)).text);
    for (const expected of ["Совместимость пары", "Александра-Виктория и Борис", "Составлен 24 ноября 2026 г.", "Любовная совместимость", "Сексуальная совместимость", "Семейная совместимость", "Дружеская совместимость", "72 из 100", "выше средней", "Стандартный отчёт", "Что выделяется", "близость", "Обсуждайте деньги заранее", "тенденции, а не судьбу"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("😀");
    expect(text).not.toContain("Love compatibility");
  }, 60_000);

  it("prints the English labels and report after a Russian document, and drops raw HTML and images", async () => {
    const bytes = await renderResultPdf(sampleSummary(), { markdown: HOSTILE, standard: false });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const text = normalised((await pdfText(bytes)).text);
    for (const expected of ["HEARTLINE", "Couple compatibility", "Anna & Boris", "Created on November 24, 2026", "Love compatibility", "Friendship compatibility", "72 of 100", "higher than usual", "Report", "Heading one", "Plain paragraph with bold words and a link.", "raw bold", "first point", "second point", "tendencies, not fate"]) {
      expect(text).toContain(expected);
    }
    for (const leaked of ["script", "alert", "stolen", "inlineSecret", "tracking pixel", "evil.example", "onerror", "javascript", "<", "Standard report", "Любовная"]) {
      expect(text).not.toContain(leaked);
    }
    // The document itself carries no link or image either.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).not.toContain("/URI");
    expect(raw).not.toContain("/Subtype /Image");
  }, 60_000);

  it("renders without a report, and a long report over several pages with the framing on each", async () => {
    const bare = await pdfText(await renderResultPdf(sampleSummary()));
    expect(bare.pages).toBe(1);
    expect(bare.text).not.toContain("Report");

    const long = await pdfText(await renderResultPdf(sampleSummary(), { markdown: Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of a long report that runs well past one page.`).join("\n\n"), standard: false }));
    expect(long.pages).toBeGreaterThan(1);
    expect(long.text.match(/tendencies, not fate/g)?.length).toBe(long.pages);
  }, 60_000);

  it("keeps concurrent Russian and English documents apart", async () => {
    const [ru, en] = await Promise.all([
      renderResultPdf(sampleSummary({ locale: "ru", people: [{ firstName: "Ёжик", avatarName: null }, { firstName: "Щука", avatarName: null }] })),
      renderResultPdf(sampleSummary({ people: [{ firstName: "Heath", avatarName: null }, { firstName: "Tate", avatarName: null }] })),
    ]);
    expect(normalised((await pdfText(ru)).text)).toContain("Ёжик и Щука");
    const english = normalised((await pdfText(en)).text);
    expect(english).toContain("Heath & Tate");
    expect(english).toContain("Marital compatibility");
  }, 60_000);
});
