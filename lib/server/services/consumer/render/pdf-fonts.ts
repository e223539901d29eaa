import "server-only";
import { Font } from "@react-pdf/renderer";
import { INTER_FILES } from "./fonts";

// Inter registered once per process for every PDF the server renders (the consumer result,
// the user guide).

/** The family every PDF names in its styles (`fontFamily: "Inter"`). */
export const PDF_FONT_FAMILY = "Inter";
// Latin with its extensions and combining marks, Cyrillic, general punctuation, currency signs.
const PRIMED_RANGES: readonly [number, number][] = [[0x20, 0x24f], [0x300, 0x36f], [0x400, 0x52f], [0x2000, 0x206f], [0x20a0, 0x20bf]];

interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): unknown;
}

let fontsReady: Promise<void> | null = null;

/**
 * Registers Inter once per process and loads it. Then asks each font for the glyph of every
 * Latin and Cyrillic character: fontkit caches a glyph with the characters it was first asked
 * for, and subsetting a composite glyph (Inter's Cyrillic "А" is built from Latin "A") asks
 * for its components with none. A Latin letter first met that way stays without its
 * character, and every later document loses it from line breaking, text and copy: a Russian
 * PDF rendered first made the next English one print "R LINE" for "HEARTLINE".
 */
export function preparePdfFonts(): Promise<void> {
  fontsReady ??= (async () => {
    // react-pdf reads each file with fs on first use and keeps the parsed font.
    Font.register({
      family: PDF_FONT_FAMILY,
      fonts: [
        { src: INTER_FILES[400], fontWeight: 400 },
        { src: INTER_FILES[600], fontWeight: 600 },
        { src: INTER_FILES[700], fontWeight: 700 },
        { src: INTER_FILES.italic, fontWeight: 400, fontStyle: "italic" },
      ],
    });
    // The default hyphenation splits Russian words badly; words stay whole (stack notes).
    Font.registerHyphenationCallback((word) => [word]);
    const sources = Font.getRegisteredFonts()[PDF_FONT_FAMILY]?.sources ?? [];
    await Promise.all(sources.map((source) => source.load()));
    for (const source of sources) {
      const font = source.data as unknown as GlyphSource | null;
      if (!font) continue;
      for (const [from, to] of PRIMED_RANGES) {
        for (let codePoint = from; codePoint <= to; codePoint++) if (font.hasGlyphForCodePoint(codePoint)) font.glyphForCodePoint(codePoint);
      }
    }
  })().catch((error: unknown) => {
    fontsReady = null;
    throw error;
  });
  return fontsReady;
}

