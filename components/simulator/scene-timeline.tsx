"use client";

import { CalendarClock } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { LineChart, type ChartSeries } from "@/components/charts/line-chart";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { SceneResult, TimelineEntry } from "@/lib/engine/index";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";
import { dateToDay, dayAxis, dayToDate } from "./scene-days";
import { dayMarkers, splitTimeline } from "./timeline-entries";
import { PlainButton } from "@/components/ui/plain-button";

const CHART_SERIES = [
  { key: "cohesion", color: "#2563eb" },
  { key: "currentPower", color: "#16a34a" },
  { key: "atmosphere", color: "#d97706" },
  { key: "integration", color: "#7c3aed" },
  { key: "peakPower", color: "#16a34a", dashed: true },
] as const;

const dateOf = (d: string) => new Date(dayStartMsOrNaN(d));

/** The timeline: the team indicators by day with a "today" marker, a day slider with the events, and the event list. */
export function SceneTimeline({ result, day, onDay, entries, nameOf }: {
  result: SceneResult;
  day: number;
  onDay: (day: number) => void;
  entries: readonly TimelineEntry[];
  nameOf: (id: string) => string;
}) {
  const t = useTranslations("simulator.timeline");
  const scene = useTranslations("scene");
  const format = useFormatter();
  const fmt = (d: string) => format.dateTime(dateOf(d), { dateStyle: "medium" });
  const last = result.dayCount - 1;
  const x = useMemo(() => dayAxis(result.startDay, result.dayCount), [result]);
  const series = useMemo<ChartSeries[]>(
    () => CHART_SERIES.map((s) => ({ label: scene(`indicators.${s.key}`), values: result.team[s.key], color: s.color, dashed: "dashed" in s ? s.dashed : false })),
    [result, scene],
  );
  const markers = useMemo(() => dayMarkers(entries, result.startDay, result.dayCount), [entries, result]);
  const { past, planned } = useMemo(() => splitTimeline(entries, result.today), [entries, result.today]);
  const date = dayToDate(result.startDay, day);
  const when = day < result.todayIndex ? "past" : day === result.todayIndex ? "today" : "forecast";
  const percent = (d: number) => (last > 0 ? (d / last) * 100 : 0);
  const entryText = (e: TimelineEntry) => t(`kinds.${e.kind}`, { name: e.actor ? nameOf(e.actor) : "" });

  return (
    <section aria-labelledby="timeline-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="timeline-title" className="font-semibold text-ink">{t("title")}</h2>
        <span className="text-sm text-muted">{t("range", { from: fmt(result.startDay), to: fmt(dayToDate(result.startDay, last)) })}</span>
      </div>
      <LineChart
        x={x}
        series={series}
        height={240}
        yRange={[0, 100]}
        markerX={x[result.todayIndex] ?? null}
        legendIndex={day}
        onCursor={(index) => (index === null ? undefined : onDay(index))}
        ariaLabel={t("chartLabel", { from: fmt(result.startDay), to: fmt(dayToDate(result.startDay, last)), today: fmt(result.today) })}
      />
      <div className="flex flex-col gap-1">
        <div className="relative h-4" aria-hidden>
          <span className="absolute top-0 h-4 w-0.5 -translate-x-1/2 bg-slate-400" style={{ left: `${percent(result.todayIndex)}%` }} />
        </div>
        <input
          type="range"
          min={0}
          max={last}
          step={1}
          value={day}
          onChange={(e) => onDay(Number(e.target.value))}
          aria-label={t("slider")}
          aria-valuetext={`${fmt(date)}, ${t(`when.${when}`)}`}
          className="w-full accent-brand-600"
          data-testid="day-slider"
        />
        {markers.length ? (
          <div className="relative h-5" role="group" aria-label={t("markers")}>
            {markers.map((m) => (
              <PlainButton
                key={m.day}
                type="button"
                onClick={() => onDay(m.day)}
                title={`${fmt(m.date)}: ${m.entries.map(entryText).join("; ")}`}
                aria-label={`${fmt(m.date)}: ${m.entries.map(entryText).join("; ")}`}
                className={cn("absolute top-0.5 size-3.5 -translate-x-1/2 rounded-full border-2 border-white shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400", m.day <= result.todayIndex ? "bg-brand-600" : "bg-amber-500")}
                style={{ left: `${percent(m.day)}%` }}
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink" aria-live="polite" data-testid="chosen-day">
          <span className="font-medium">{fmt(date)}</span>
          <span className={cn("ml-2 rounded-full px-2 py-0.5 text-xs", when === "forecast" ? "bg-amber-50 text-amber-800" : when === "today" ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-700")}>{t(`when.${when}`)}</span>
        </p>
        {day !== result.todayIndex ? (
          <Button size="sm" variant="ghost" onClick={() => onDay(result.todayIndex)}>
            <CalendarClock className="size-4" aria-hidden />
            {t("backToToday")}
          </Button>
        ) : null}
      </div>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-muted">{scene("honesty")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <EventList title={t("pastEvents")} entries={[...past].reverse()} empty={t("noPastEvents")} onPick={(d) => onDay(Math.max(0, Math.min(last, d)))} startDay={result.startDay} text={entryText} fmt={fmt} />
        <EventList title={t("plannedEvents")} entries={planned} empty={t("noPlannedEvents")} onPick={(d) => onDay(Math.max(0, Math.min(last, d)))} startDay={result.startDay} text={entryText} fmt={fmt} />
      </div>
    </section>
  );
}

function EventList({ title, entries, empty, onPick, startDay, text, fmt }: {
  title: string;
  entries: TimelineEntry[];
  empty: string;
  onPick: (day: number) => void;
  startDay: string;
  text: (e: TimelineEntry) => string;
  fmt: (d: string) => string;
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {entries.length === 0 ? <p className="mt-1 text-sm text-muted">{empty}</p> : null}
      <ul className="mt-1 flex max-h-48 flex-col gap-0.5 overflow-y-auto text-sm" data-testid="event-list">
        {entries.map((e, i) => (
          <li key={`${e.date}-${e.kind}-${e.actor ?? ""}-${i}`}>
            <PlainButton type="button" className="w-full rounded px-1 py-0.5 text-left hover:bg-slate-50" onClick={() => onPick(dateToDay(startDay, e.date))}>
              <span className="text-muted">{fmt(e.date)}</span> · <span className="text-ink">{text(e)}</span>
            </PlainButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
