// Timeline entries (the engine's `timelineEvents`) split into past and planned, and
// grouped by day for the markers over the day slider.
import type { TimelineEntry } from "@/lib/engine/index";
import { dateToDay } from "./scene-days";

/** Past: on or before today. START (the window's first day) is not an event of its own. */
export function splitTimeline(entries: readonly TimelineEntry[], today: string): { past: TimelineEntry[]; planned: TimelineEntry[] } {
  const events = entries.filter((e) => e.kind !== "START");
  return { past: events.filter((e) => e.date <= today), planned: events.filter((e) => e.date > today) };
}

export interface DayMarker {
  day: number;
  date: string;
  entries: TimelineEntry[];
}

/** One marker per day with events inside the window, in day order. */
export function dayMarkers(entries: readonly TimelineEntry[], startDay: string, dayCount: number): DayMarker[] {
  const byDay = new Map<number, DayMarker>();
  for (const e of entries) {
    if (e.kind === "START") continue;
    const day = dateToDay(startDay, e.date);
    if (day < 0 || day >= dayCount) continue;
    const marker = byDay.get(day) ?? { day, date: e.date, entries: [] };
    marker.entries.push(e);
    byDay.set(day, marker);
  }
  return [...byDay.values()].sort((x, y) => x.day - y.day);
}
