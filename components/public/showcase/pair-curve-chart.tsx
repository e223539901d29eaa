import { useFormatter, useTranslations } from "next-intl";
import type { ShowcasePair } from "@/lib/contracts/landing-showcase";

// A static SVG of a pair's 12-month forecast: drawn on the server, no chart library in the
// browser (the landing's first-load JavaScript must not grow).

/**
 * Two drawings of one chart: SVG text scales with the picture, so a phone gets its own
 * narrower drawing (labels stay about 12 px) with every other month named.
 */
const VARIANTS = {
  wide: { width: 560, height: 240, labelEvery: 1 },
  compact: { width: 340, height: 230, labelEvery: 2 },
} as const;
export type ChartVariant = keyof typeof VARIANTS;

const PAD = { left: 34, right: 14, top: 14, bottom: 30 };
const GRID = [0, 25, 50, 75, 100];

// SVG coordinates, not text for a reader: one decimal keeps the path short.
const tenth = (x: number) => Math.round(x * 10) / 10;
const point = (px: number, py: number) => `${tenth(px)},${tenth(py)}`;

/** The first day of a YYYY-MM month, at noon UTC so no time zone moves it to another month. */
const monthDate = (month: string) => new Date(`${month}-01T12:00:00Z`);

export function PairCurveChart({ pair, names, variant }: { pair: ShowcasePair; names: { a: string; b: string }; variant: ChartVariant }) {
  const { width, height, labelEvery } = VARIANTS[variant];
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (index: number, count: number) => PAD.left + (count > 1 ? (index * plotW) / (count - 1) : plotW / 2);
  const y = (value: number) => PAD.top + ((100 - Math.max(0, Math.min(100, value))) * plotH) / 100;
  const t = useTranslations("landing.showcase");
  const format = useFormatter();
  const months = pair.months;
  const count = months.length;
  const line = months.map((m, i) => point(x(i, count), y(m.compatibility))).join(" ");
  const band = [...months.map((m, i) => point(x(i, count), y(m.high))), ...months.map((m, i) => point(x(i, count), y(m.low))).reverse()].join(" ");
  const values = months.map((m) => m.compatibility);
  const monthName = (month: string, style: "short" | "long") => format.dateTime(monthDate(month), { month: style, year: style === "long" ? "numeric" : undefined, timeZone: "UTC" });
  const label = t("chartLabel", {
    a: names.a,
    b: names.b,
    from: monthName(months[0]!.month, "long"),
    to: monthName(months[count - 1]!.month, "long"),
    min: format.number(Math.min(...values), { maximumFractionDigits: 0 }),
    max: format.number(Math.max(...values), { maximumFractionDigits: 0 }),
  });

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="h-auto w-full" data-testid="showcase-pair-chart">
      {GRID.map((value) => (
        <g key={value}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} stroke="#e2e8f0" strokeWidth={1} />
          <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end" fontSize={12} fill="#64748b">{format.number(value)}</text>
        </g>
      ))}
      <polygon points={band} fill="#c7d2fe" fillOpacity={0.55} />
      <polyline points={line} fill="none" stroke="#4f46e5" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" />
      {months.map((m, i) => (
        <circle key={m.month} cx={x(i, count)} cy={y(m.compatibility)} r={3.5} fill="#ffffff" stroke="#4f46e5" strokeWidth={2} />
      ))}
      {months.map((m, i) =>
        i % labelEvery ? null : (
          <text key={m.month} x={x(i, count)} y={height - 8} textAnchor="middle" fontSize={12} fill="#64748b">
            {monthName(m.month, "short")}
          </text>
        ),
      )}
    </svg>
  );
}
