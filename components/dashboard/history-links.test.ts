import { describe, expect, it } from "vitest";
import type { HistoryEntryDto } from "@/lib/contracts/scenes";
import { addDays, dayStartMs } from "@/lib/engine/core/dates";
import { historyEntries, historyFromMessage, historyHref, HISTORY_SHOWN } from "./history-links";

const entry = (id: string, type: HistoryEntryDto["type"], updatedAt: string): HistoryEntryDto => ({ id, type, title: id, actors: [], scenes: [], updatedAt });

describe("history links", () => {
  it("links every tool to its page", () => {
    expect(historyHref({ id: "a", type: "p2p" })).toBe("/owner/dashboard/p2p/a");
    expect(historyHref({ id: "b", type: "team" })).toBe("/owner/dashboard/team/b");
    expect(historyHref({ id: "c", type: "teams" })).toBe("/owner/team/c");
    expect(historyHref({ id: "d", type: "compareTeams" })).toBe("/owner/dashboard/compare-teams/d");
  });

  it("opens the monitor's one page for a monitor entry", () => {
    expect(historyHref({ id: "e", type: "monitor" })).toBe("/owner/dashboard/monitor");
  });

  it("keeps the newest first, each id once, at most 15", () => {
    const many = Array.from({ length: 20 }, (_, i) => entry(`p${i}`, "p2p", new Date(dayStartMs(addDays("2026-01-01", i))).toISOString()));
    const out = historyEntries([...many, entry("p19", "p2p", "2025-12-01T00:00:00.000Z")]);
    expect(out).toHaveLength(HISTORY_SHOWN);
    expect(out[0]!.id).toBe("p19");
    expect(out[0]!.updatedAt).toBe("2026-01-20T00:00:00.000Z");
    expect(new Set(out.map((e) => e.id)).size).toBe(out.length);
  });
});

describe("syncHistory messages", () => {
  it("reads the entries and counters", () => {
    const history = historyFromMessage({
      type: "syncHistory",
      history: { entries: [entry("a", "p2p", "2026-01-01T00:00:00.000Z"), entry("b", "team", "2026-02-01T00:00:00.000Z")], counters: { p2p: 3, team: 1 } },
    });
    expect(history?.entries.map((e) => e.id)).toEqual(["b", "a"]);
    expect(history?.counters).toEqual({ p2p: 3, team: 1 });
  });

  it("drops malformed entries and ignores other messages", () => {
    const history = historyFromMessage({ type: "syncHistory", history: { entries: [{ id: 1 }, entry("a", "teams", "2026-01-01T00:00:00.000Z")], counters: { p2p: 0, team: 0 } } });
    expect(history?.entries).toHaveLength(1);
    expect(historyFromMessage({ type: "renderPair", history: {} })).toBeNull();
    expect(historyFromMessage({ type: "syncHistory", history: { entries: [] } })).toBeNull();
  });
});
