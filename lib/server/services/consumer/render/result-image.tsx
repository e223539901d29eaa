import "server-only";
import { ImageResponse } from "next/og";
import type { CSSProperties } from "react";
import type { ShareBand, ShareSummary } from "../share-summary";
import { avatarDataUrl } from "./avatars";
import { loadInterFonts } from "./fonts";
import { shareTexts, type DimensionText } from "./share-text";

export const RESULT_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const INK = "#2a1020";
const MUTED = "#7b5a6c";
const ROSE = "#c2185b";
const BAND_COLOURS: Record<ShareBand, { bar: string; text: string; chip: string }> = {
  low: { bar: "#b58aa0", text: "#6d4a5d", chip: "#f1e6ec" },
  typical: { bar: "#d9688f", text: "#8e2350", chip: "#fbe4ec" },
  high: { bar: "#c2185b", text: "#ffffff", chip: "#c2185b" },
};

export interface ResultImageOptions {
  /** Whose name heads the image: the love product (default) or the platform. */
  product?: "love" | "platform";
}

/**
 * The link preview of a couple's result (the page's Open Graph image): a 1200x630 PNG with the
 * product, both first names, the four scores with their bands and an honest tagline. The PNG
 * is rendered before the function returns, so a failure throws here and not halfway through
 * the response body. The caller sets caching headers.
 */
export async function renderResultImage(summary: ShareSummary, options: ResultImageOptions = {}): Promise<Response> {
  const [fonts, avatars] = await Promise.all([loadInterFonts(), Promise.all(summary.people.map((person) => avatarDataUrl(person.avatarName)))]);
  const text = shareTexts(summary, options.product);
  const image = new ImageResponse(<ResultCard text={text} avatars={avatars} />, {
    ...RESULT_IMAGE_SIZE,
    fonts: fonts.map(({ weight, data }) => ({ name: "Inter", data, weight, style: "normal" as const })),
  });
  const png = await image.arrayBuffer();
  return new Response(png, { status: 200, headers: { "content-type": "image/png", "content-length": String(png.byteLength) } });
}

type Texts = ReturnType<typeof shareTexts>;

function ResultCard({ text, avatars }: { text: Texts; avatars: (string | null)[] }) {
  const [first] = text.names;
  // One line when both names fit, else the first name, then "& second" (the pair message starts
  // with the first name in both languages); the size follows the longest line, at about 0.58 em
  // per character of bold Inter.
  const oneLine = Array.from(text.pair).length <= 24;
  const lines = oneLine ? [text.pair] : [first, text.pair.slice(first.length).trim()];
  const longest = Math.max(...lines.map((line) => Array.from(line).length));
  const hasAvatars = avatars.some(Boolean);
  const nameWidth = hasAvatars ? 900 : 1080;
  const fontSize = Math.max(34, Math.min(oneLine ? 68 : 58, Math.floor(nameWidth / (longest * 0.58))));

  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "48px 60px 44px", fontFamily: "Inter", color: INK, backgroundImage: "linear-gradient(135deg, #fff6f8 0%, #fde7ee 55%, #f8d5e2 100%)" }}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ width: 18, height: 18, borderRadius: 9, backgroundColor: ROSE, marginRight: 14 }} />
          <div style={{ fontSize: 30, fontWeight: 700, color: ROSE, letterSpacing: 0.5 }}>{text.productName}</div>
        </div>
        <div style={{ fontSize: 24, fontWeight: 600, color: MUTED }}>{text.compatibility}</div>
      </div>

      <div style={{ display: "flex", alignItems: "center" }}>
        {hasAvatars ? <Avatars avatars={avatars} names={text.names} /> : null}
        <div style={{ display: "flex", flexDirection: "column", maxWidth: nameWidth }}>
          {lines.map((line, index) => (
            <div key={index} style={{ fontSize, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}>
              {line}
            </div>
          ))}
        </div>
      </div>

      <div style={{ display: "flex", justifyContent: "space-between" }}>
        {text.dimensions.map((dimension) => (
          <DimensionCard key={dimension.key} dimension={dimension} />
        ))}
      </div>

      <div style={{ display: "flex", fontSize: 24, color: MUTED }}>{text.tagline}</div>
    </div>
  );
}

function Avatars({ avatars, names }: { avatars: (string | null)[]; names: [string, string] }) {
  const ring: CSSProperties = { width: 96, height: 96, borderRadius: 48, border: "4px solid #ffffff", backgroundColor: "#f3d9e3", display: "flex" };
  return (
    <div style={{ display: "flex", marginRight: 32 }}>
      {avatars.map((src, index) =>
        src ? (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by next/og, not a page
          <img key={index} src={src} width={96} height={96} alt="" style={{ ...ring, marginLeft: index === 0 ? 0 : -24 }} />
        ) : (
          // Someone without an avatar gets their initial.
          <div key={index} style={{ ...ring, marginLeft: index === 0 ? 0 : -24, alignItems: "center", justifyContent: "center", fontSize: 40, fontWeight: 700, color: ROSE }}>
            {Array.from(names[index] ?? "")[0]?.toUpperCase() ?? ""}
          </div>
        ),
      )}
    </div>
  );
}

function DimensionCard({ dimension }: { dimension: DimensionText }) {
  const colours = BAND_COLOURS[dimension.band];
  return (
    <div style={{ width: 252, display: "flex", flexDirection: "column", padding: "20px 22px 22px", borderRadius: 24, backgroundColor: "#ffffff", border: "1px solid #f3d3df" }}>
      <div style={{ fontSize: 24, fontWeight: 600, color: MUTED }}>{dimension.label}</div>
      <div style={{ display: "flex", alignItems: "baseline", marginTop: 4 }}>
        <div style={{ fontSize: 64, fontWeight: 700, color: INK, letterSpacing: -2 }}>{dimension.scoreText}</div>
        <div style={{ fontSize: 22, color: MUTED, marginLeft: 6 }}>/ 100</div>
      </div>
      <div style={{ display: "flex", height: 10, borderRadius: 5, backgroundColor: "#f1e1e8", marginTop: 6 }}>
        <div style={{ width: `${dimension.score}%`, height: 10, borderRadius: 5, backgroundColor: colours.bar }} />
      </div>
      <div style={{ display: "flex", marginTop: 16 }}>
        <div style={{ fontSize: 20, fontWeight: 600, color: colours.text, backgroundColor: colours.chip, borderRadius: 14, padding: "4px 12px" }}>{dimension.bandText}</div>
      </div>
    </div>
  );
}
