"use client";

import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

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
  /** Called with the index under the cursor (scrubbing). */
  onCursor?: (index: number | null) => void;
  ariaLabel: string;
}

/**
 * A line chart on uPlot (a small, maintained canvas chart library), loaded only when a
 * chart is on screen so pages stay light. The data table fallback is the caller's.
 */
export function LineChart({ x, series, height = 260, xIsTime = true, yRange, markerX = null, onCursor, ariaLabel }: LineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const cursorRef = useRef(onCursor);
  useEffect(() => {
    cursorRef.current = onCursor;
  });

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
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
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, dash: s.dashed ? [6, 4] : undefined, spanGaps: false }))],
          axes: [{ stroke: "#64748b", grid: { stroke: "#f1f5f9" } }, { stroke: "#64748b", grid: { stroke: "#f1f5f9" } }],
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          hooks: { setCursor: [(u) => cursorRef.current?.(u.cursor.idx ?? null)] },
          plugins: [marker],
        },
        [x as number[], ...series.map((s) => s.values as (number | null)[])],
        el,
      );
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [x, series, height, xIsTime, yRange, markerX]);

  return <div ref={host} role="img" aria-label={ariaLabel} className="w-full" data-testid="line-chart" style={{ minHeight: height }} />;
}
