import { describe, expect, it } from "vitest";
import { renderResultImage } from "./result-image";
import { sampleSummary } from "@/tests/support/share-summary-fixture";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function png(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return new Uint8Array(await response.arrayBuffer());
}

describe("renderResultImage", () => {
  it.each(["en", "ru"] as const)("renders a 1200x630 PNG in %s", async (locale) => {
    const bytes = await png(await renderResultImage(sampleSummary({ locale })));
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it("renders Cyrillic, emoji, control characters and long names, and different names give different images", async () => {
    const cyrillic = sampleSummary({ locale: "ru", people: [{ firstName: "Александра-Виктория", avatarName: "female-21-35-a" }, { firstName: "Константин-Максимилиан", avatarName: null }] });
    const emoji = sampleSummary({ locale: "ru", people: [{ firstName: "Аня 😀👩‍❤️‍👨🇷🇺", avatarName: "../../etc/passwd" }, { firstName: "Bo\u202Eris\u0000", avatarName: "male-0-20-a" }] });
    const onlyEmoji = sampleSummary({ people: [{ firstName: "🔥🔥", avatarName: null }, { firstName: "\u200B", avatarName: null }] });
    const images = await Promise.all([cyrillic, emoji, onlyEmoji].map(async (summary) => png(await renderResultImage(summary))));
    for (const image of images) expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(images[0]!).equals(Buffer.from(images[1]!))).toBe(false);

    const other = await png(await renderResultImage(sampleSummary({ locale: "ru", people: [{ firstName: "Мария", avatarName: "female-21-35-a" }, { firstName: "Константин-Максимилиан", avatarName: null }] })));
    expect(Buffer.from(other).equals(Buffer.from(images[0]!))).toBe(false);
  }, 60_000);
});
