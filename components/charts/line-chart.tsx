"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { restingLegendIndex } from "./legend-index";

export interface ChartSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  color: string;
  dashed?: boolean;
}

export interface LineChartProps {
  /** x values: unix seconds (dates) or plain indices. */
  x: readonly number[];
  series: readonly ChartSeries[];
  height?: number;
  /** Format x for the axis and cursor (default: dates). */
  xIsTime?: boolean;
  yRange?: [number, number];
  /** A vertical marker (today) at this x. */
  markerX?: number | null;
  /** The x values' name in the legend (default: "Date" for dates, "Point" otherwise). */
  xLabel?: string;
  /** Text for an x value on the axis and in the legend (default: a localized date, or the number). */
  formatX?: (x: number) => string;
  /**
   * The index whose values the legend shows while nothing is hovered (default: the marker's, else
   * the last with a value), so the legend never reads only dashes before a hover.
   */
  legendIndex?: number | null;
  /** Called with the index under the cursor (scrubbing). */
  onCursor?: (index: number | null) => void;
  ariaLabel: string;
}

/**
 * A line chart on uPlot (a small, maintained canvas chart library), loaded only when a
 * chart is on screen so pages stay light. The data table fallback is the caller's.
 */
export function LineChart({ x, series, height = 260, xIsTime = true, yRange, markerX = null, legendIndex = null, onCursor, ariaLabel, xLabel, formatX }: LineChartProps) {
  const t = useTranslations("charts");
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const cursorRef = useRef(onCursor);
  const formatRef = useRef(formatX);
  useEffect(() => {
    cursorRef.current = onCursor;
    formatRef.current = formatX;
  });
  const label = xLabel ?? t(xIsTime ? "date" : "point");
  const restIndex = legendIndex ?? restingLegendIndex(x, series, markerX);
  // Read by the chart's hooks, so a new resting day (the simulator's slider) needs no new chart.
  const restRef = useRef(restIndex);
  const chartRef = useRef<uPlot | null>(null);
  useEffect(() => {
    restRef.current = restIndex;
    const chart = chartRef.current;
    if (chart && restIndex !== null && (chart.cursor.idx ?? null) === null) chart.setLegend({ idx: restIndex }, false);
  }, [restIndex]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
      const fullDay = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
      // uPlot would print values in the browser's language; the page's language decides (decimal comma in Russian).
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      const text = (value: number, full: boolean) => formatRef.current?.(value) ?? (xIsTime ? (full ? fullDay : day).format(value * 1000) : String(value));
      const marker: uPlot.Plugin = {
        hooks: {
          draw: (u) => {
            if (markerX === null) return;
            const left = u.valToPos(markerX, "x", true);
            const ctx = u.ctx;
            ctx.save();
            ctx.strokeStyle = "#94a3b8";
            ctx.setLineDash([4, 4]);
            ctx.beginPath();
            ctx.moveTo(left, u.bbox.top);
            ctx.lineTo(left, u.bbox.top + u.bbox.height);
            ctx.stroke();
            ctx.restore();
          },
        },
      };
      chart = new UPlot(
        {
          width: el.clientWidth || 600,
          height,
          scales: { x: { time: xIsTime }, y: yRange ? { range: yRange } : {} },
          series: [{ label, value: (_u, v) => (v === null ? "–" : text(v, true)) }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, dash: s.dashed ? [6, 4] : undefined, spanGaps: false, value: (_u: uPlot, v: number | null) => (v === null ? "–" : number.format(v)) }))],
          axes: [
            {
              stroke: "#64748b",
              grid: { stroke: "#f1f5f9" },
              values: (_u, splits) => splits.map((v) => text(v, false)),
              // Indices (months, weeks) only get whole-number ticks.
              ...(xIsTime ? {} : { incrs: [1, 2, 3, 4, 6, 12, 24, 52, 104] }),
            },
            { stroke: "#64748b", grid: { stroke: "#f1f5f9" }, values: (_u, splits) => splits.map((v) => number.format(v)) },
          ],
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          hooks: {
            ready: [
              (u) => {
                if (restRef.current !== null) u.setLegend({ idx: restRef.current }, false);
              },
            ],
            setCursor: [
              (u) => {
                const idx = u.cursor.idx ?? null;
                // uPlot blanks the legend when the cursor leaves: show the resting day's values again.
                if (idx === null && restRef.current !== null) u.setLegend({ idx: restRef.current }, false);
                cursorRef.current?.(idx);
              },
            ],
          },
          plugins: [marker],
        },
        [x as number[], ...series.map((s) => s.values as (number | null)[])],
        el,
      );
      chartRef.current = chart;
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
      chartRef.current = null;
    };
  }, [x, series, height, xIsTime, yRange, markerX, label, locale]);

  return <div ref={host} role="img" aria-label={ariaLabel} className="w-full" data-testid="line-chart" style={{ minHeight: height }} />;
}
