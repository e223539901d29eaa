import { describe, expect, it } from "vitest";
import { isRenderData, renderFetchError, runErrorCode } from "./scene-errors";

describe("scene errors in words", () => {
  it("keeps the catalogue's own codes and makes any other scene failure an initialization error", () => {
    expect(runErrorCode("validate.consistency")).toBe("validate.consistency");
    expect(runErrorCode("actors_ineligible")).toBe("actors_ineligible");
    expect(runErrorCode("scene:error")).toBe("scene:error");
    expect(runErrorCode("invalid_scene")).toBe("scene:error");
    expect(runErrorCode("rank_conflict")).toBe("scene:error");
    expect(runErrorCode(null)).toBe("scene:error");
  });

  it("a failed fetch is 'connection failed, refresh the page'; empty data is 'unstable connection'", () => {
    expect(renderFetchError("fetch_failed")).toBe("scene:snapshot_missing");
    expect(renderFetchError("empty")).toBe("scene:render_empty");
  });

  it("recognises render data", () => {
    expect(isRenderData({ dayCount: 365, startDay: "2026-01-01", team: {}, actors: {} })).toBe(true);
    expect(isRenderData({ dayCount: 0, startDay: "2026-01-01", team: {}, actors: {} })).toBe(false);
    expect(isRenderData(null)).toBe(false);
    expect(isRenderData("")).toBe(false);
    expect(isRenderData({ memberIds: [] })).toBe(false);
  });
});
