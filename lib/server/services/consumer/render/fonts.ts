import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The full Inter TTF covers Latin and Cyrillic in one file; @fontsource splits fonts by
// script and ships woff2, which the image renderer cannot read (stack notes, link previews).
// The files are read from node_modules at run time, so nothing is bundled; `next start`
// runs from the project root, where node_modules is.
const FONT_DIR = path.join(process.cwd(), "node_modules", "@expo-google-fonts", "inter");

export const INTER_FILES = {
  400: path.join(FONT_DIR, "400Regular", "Inter_400Regular.ttf"),
  600: path.join(FONT_DIR, "600SemiBold", "Inter_600SemiBold.ttf"),
  700: path.join(FONT_DIR, "700Bold", "Inter_700Bold.ttf"),
  italic: path.join(FONT_DIR, "400Regular_Italic", "Inter_400Regular_Italic.ttf"),
} as const;

/** Upright weights the image renderer loads (the PDF also has an italic). */
const IMAGE_WEIGHTS = [400, 600, 700] as const;
export type InterWeight = (typeof IMAGE_WEIGHTS)[number];

export interface LoadedFont {
  weight: InterWeight;
  data: ArrayBuffer;
}

let loading: Promise<LoadedFont[]> | null = null;

/** The Inter weights the renderers use, read once per process and then shared. */
export function loadInterFonts(): Promise<LoadedFont[]> {
  loading ??= Promise.all(
    IMAGE_WEIGHTS.map(async (weight) => {
      const fontPath = INTER_FILES[weight];
      // Read at run time from node_modules (not traced into the build: see above).
      const file = await readFile(/* turbopackIgnore: true */ fontPath);
      // A copy of exactly the file's bytes: a pooled Buffer's ArrayBuffer can be larger.
      return { weight, data: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer };
    }),
  ).catch((error: unknown) => {
    loading = null; // let the next request try again
    throw error;
  });
  return loading;
}
