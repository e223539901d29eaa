import { describe, expect, it } from "vitest";
import type { HistoryEntryDto } from "@/lib/contracts/scenes";
import { buildHistory, HISTORY_LIMIT } from "./history-rules";

const entry = (id: string, type: HistoryEntryDto["type"], minute: number): HistoryEntryDto => ({
  id,
  type,
  title: id,
  actors: [],
  scenes: [],
  updatedAt: new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString(),
});

describe("dashboard history rules", () => {
  it("lists newest first", () => {
    expect(buildHistory([entry("a", "p2p", 1), entry("b", "p2p", 3), entry("c", "teams", 2)]).map((e) => e.id)).toEqual(["b", "c", "a"]);
  });
  it("keeps one entry per id (the newest)", () => {
    const result = buildHistory([entry("a", "p2p", 1), entry("a", "p2p", 5)]);
    expect(result).toHaveLength(1);
    expect(result[0]!.updatedAt).toContain("09:05");
  });
  it("keeps only the newest team check", () => {
    expect(buildHistory([entry("t1", "team", 1), entry("t2", "team", 4), entry("p", "p2p", 2)]).map((e) => e.id)).toEqual(["t2", "p"]);
  });
  it("holds at most 15 entries", () => {
    const many = Array.from({ length: 40 }, (_, i) => entry(`e${i}`, "p2p", i));
    const result = buildHistory(many);
    expect(result).toHaveLength(HISTORY_LIMIT);
    expect(result[0]!.id).toBe("e39");
  });
});
