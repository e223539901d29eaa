import { describe, expect, it } from "vitest";
import { advanceRun, isTeamCheckChange, phaseMessage, rejectMessage, renderMessage, RUN_START, safeRenderLocation, stageOf } from "./check-run";

describe("check run progress", () => {
  it("maps the compute phases to the four stages", () => {
    expect(["START", "INIT", "UNITS", "RENDER", "TRANSFER", "DONE"].map((p) => stageOf(p as never))).toEqual(["init", "init", "forecast", "source", "results", "results"]);
  });

  it("starts at 0, moves only forward and ends at 100", () => {
    const init = advanceRun(RUN_START, { phase: "INIT", progress: 48 });
    expect(init).toEqual({ phase: "INIT", progress: 48 });
    const units = advanceRun(init, { phase: "UNITS", progress: 48 });
    expect(units.phase).toBe("UNITS");
    expect(advanceRun(units, { phase: "INIT", progress: 10 })).toBe(units);
    expect(advanceRun(units, { phase: "DONE", progress: 0 })).toEqual({ phase: "DONE", progress: 100 });
  });

  it("never lets the percent go back", () => {
    expect(advanceRun({ phase: "INIT", progress: 50 }, { phase: "UNITS", progress: 20 }).progress).toBe(50);
  });
});

describe("live messages of a check", () => {
  const id = "s1";
  it("reads phase messages of this scene only", () => {
    expect(phaseMessage({ type: "sceneComputePhase", sceneId: id, ruid: "r", kind: "check", phase: "INIT", progress: 51 }, id)).toEqual({ phase: "INIT", progress: 51, ruid: "r" });
    expect(phaseMessage({ type: "sceneComputePhase", sceneId: "other", phase: "INIT", progress: 51 }, id)).toBeNull();
    expect(phaseMessage({ type: "sceneComputePhase", sceneId: id, phase: "NOPE" }, id)).toBeNull();
  });

  it("reads render, reject and change messages", () => {
    expect(renderMessage({ type: "renderCheckTeam", sceneId: id, ruid: "r", location: "/x" }, id)).toEqual({ ruid: "r", location: "/x" });
    expect(renderMessage({ type: "renderCheckTeam", sceneId: "other", ruid: "r" }, id)).toBeNull();
    expect(rejectMessage({ type: "rejectScene", sceneId: id, code: "actors_ineligible" }, id)).toBe("actors_ineligible");
    expect(rejectMessage({ type: "rejectScene", sceneId: id }, id)).toBe("scene:error");
    expect(rejectMessage({ type: "rejectScene", sceneId: "other", code: "x" }, id)).toBeNull();
    expect(isTeamCheckChange({ type: "teamCheck", sceneId: id }, id)).toBe(true);
    expect(isTeamCheckChange({ type: "teamCheck", sceneId: "other" }, id)).toBe(false);
  });

  it("accepts only our own render locations", () => {
    expect(safeRenderLocation("/api/v1/scene/scene/snapshot/a/render/b")).toBe("/api/v1/scene/scene/snapshot/a/render/b");
    expect(safeRenderLocation("https://evil.example/x")).toBeNull();
    expect(safeRenderLocation("/api/v1/scene/scene/snapshot/../../owner/self")).toBeNull();
    expect(safeRenderLocation(null)).toBeNull();
  });
});
