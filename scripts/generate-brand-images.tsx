// Draws the static brand images into public/: the favicon, the app icons of the web manifest
// and home screens, and the default link preview (Open Graph) of each product and language.
// Run after changing public/icons/*.svg or the brand's words:
//   node --import tsx scripts/generate-brand-images.tsx
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import en from "../messages/en.json";
import ru from "../messages/ru.json";

const PUBLIC = path.join(process.cwd(), "public");
const FONT_DIR = path.join(process.cwd(), "node_modules", "@expo-google-fonts", "inter");
const PRODUCTS = { platform: { svg: "platform.svg", colour: "#4f46e5", tint: "#eef2ff" }, love: { svg: "love.svg", colour: "#e11d48", tint: "#fff1f2" } } as const;

async function png(svg: Buffer, size: number, background?: string): Promise<Buffer> {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png().toBuffer();
}

/** An ICO file holding PNG images (every browser since Windows Vista's reads PNG entries). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

function fonts() {
  return ([[400, "400Regular/Inter_400Regular.ttf"], [700, "700Bold/Inter_700Bold.ttf"]] as const).map(([weight, file]) => ({
    name: "Inter",
    data: readFileSync(path.join(FONT_DIR, file)),
    weight,
    style: "normal" as const,
  }));
}

async function socialImage(product: keyof typeof PRODUCTS, messages: typeof en): Promise<Buffer> {
  const { colour, tint, svg } = PRODUCTS[product];
  const logo = `data:image/svg+xml;base64,${readFileSync(path.join(PUBLIC, "icons", svg)).toString("base64")}`;
  const name = product === "love" ? messages.brand.love : messages.brand.platform;
  const tagline = product === "love" ? messages.brand.loveTagline : messages.brand.platformTagline;
  const image = new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "center", padding: "0 96px", fontFamily: "Inter", backgroundImage: `linear-gradient(135deg, #ffffff 0%, ${tint} 100%)` }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws plain elements */}
          <img src={logo} width={120} height={120} alt="" />
          <div style={{ marginLeft: 36, fontSize: 96, fontWeight: 700, color: colour }}>{name}</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 52, lineHeight: 1.25, color: "#1f2937", maxWidth: 1000 }}>{tagline}</div>
      </div>
    ),
    { width: 1200, height: 630, fonts: fonts() },
  );
  return Buffer.from(await image.arrayBuffer());
}

async function main() {
  mkdirSync(path.join(PUBLIC, "og"), { recursive: true });
  for (const product of Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[]) {
    const svg = readFileSync(path.join(PUBLIC, "icons", PRODUCTS[product].svg));
    const prefix = product === "platform" ? "" : "love-";
    writeFileSync(path.join(PUBLIC, "icons", `${prefix}icon-192.png`), await png(svg, 192));
    writeFileSync(path.join(PUBLIC, "icons", `${prefix}icon-512.png`), await png(svg, 512));
    // Home screens draw their own rounded mask on an opaque square.
    writeFileSync(path.join(PUBLIC, "icons", `${prefix}apple-touch-icon.png`), await png(svg, 180, PRODUCTS[product].colour));
    for (const [locale, messages] of [["ru", ru], ["en", en]] as const) {
      writeFileSync(path.join(PUBLIC, "og", `${product}-${locale}.png`), await socialImage(product, messages));
    }
  }
  const platform = readFileSync(path.join(PUBLIC, "icons", "platform.svg"));
  const sizes = [16, 32, 48];
  writeFileSync(path.join(PUBLIC, "favicon.ico"), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(platform, size) })))));
}

await main();
