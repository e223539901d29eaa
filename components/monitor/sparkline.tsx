import { cn } from "@/components/ui/cn";
import { sparklinePoints } from "@/lib/client/monitor-reading";

const WIDTH = 96;
const HEIGHT = 28;

/** A weekly line of one indicator over 90 days, today on the right (a dot), described in words by `label`. */
export function Sparkline({ values, label, tone }: { values: readonly number[]; label: string; tone: "up" | "down" | "steady" }) {
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  const last = points.at(-1);
  const colour = tone === "up" ? "text-emerald-600" : tone === "down" ? "text-amber-600" : "text-slate-400";
  return (
    <svg viewBox={`-3 0 ${WIDTH + 6} ${HEIGHT}`} width={WIDTH + 6} height={HEIGHT} role="img" aria-label={label} className={cn("shrink-0 overflow-visible", colour)} data-testid="sparkline">
      <polyline points={points.map(([x, y]) => `${x},${y}`).join(" ")} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" strokeLinecap="round" />
      {last ? <circle cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
