import { describe, expect, it } from "vitest";
import { IDLE_RUN, concernsRun, parsePhaseMessage, parseRunEnd, runFromInfo, startingRun, withPhase } from "./run-state";

const phase = (p: string, progress: number, ruid = "r1", sceneId = "s1") => parsePhaseMessage({ type: "sceneComputePhase", sceneId, ruid, kind: "team", phase: p, progress })!;

describe("run state", () => {
  it("parses phase and end messages, refusing others", () => {
    expect(phase("INIT", 14)).toEqual({ sceneId: "s1", ruid: "r1", phase: "INIT", progress: 14 });
    expect(parsePhaseMessage({ type: "sceneComputePhase", sceneId: "s1", ruid: "r1", phase: "BOGUS" })).toBeNull();
    expect(parsePhaseMessage({ type: "ping", at: 1 })).toBeNull();
    expect(parseRunEnd({ type: "integralStats", sceneId: "s1", ruid: "r1", location: "/x", finalStats: null })).toEqual({ sceneId: "s1", ruid: "r1", location: "/x" });
    expect(parseRunEnd({ type: "rejectScene", sceneId: "s1", ruid: "r1", code: "actors_ineligible" })).toEqual({ sceneId: "s1", ruid: "r1", code: "actors_ineligible" });
    expect(parseRunEnd({ type: "renderPair", pairId: "p" })).toBeNull();
  });

  it("follows the phases in priority order with the server's progress", () => {
    let s = startingRun();
    s = withPhase(s, "s1", phase("INIT", 14));
    expect(s).toEqual({ status: "running", ruid: "r1", phase: "INIT", progress: 14 });
    s = withPhase(s, "s1", phase("RENDER", 70));
    expect(s.phase).toBe("RENDER");
    // a late lower-priority message changes nothing
    expect(withPhase(s, "s1", phase("UNITS", 40))).toBe(s);
    s = withPhase(s, "s1", phase("DONE", 100));
    expect(s).toMatchObject({ phase: "DONE", progress: 100 });
  });

  it("ignores other scenes, other runs and an idle page", () => {
    const s = withPhase(startingRun(), "s1", phase("INIT", 12));
    expect(withPhase(s, "s1", phase("UNITS", 40, "r2"))).toBe(s);
    expect(withPhase(s, "s1", phase("UNITS", 40, "r1", "s2"))).toBe(s);
    expect(withPhase(IDLE_RUN, "s1", phase("INIT", 12))).toBe(IDLE_RUN);
    expect(concernsRun(startingRun(), "s1", { sceneId: "s1", ruid: "any" })).toBe(true);
  });

  it("resumes a run already under way at the low end of its phase", () => {
    expect(runFromInfo({ ruid: "r1", status: "running", phase: "UNITS", error: null, createdAt: "", finishedAt: null })).toEqual({ status: "running", ruid: "r1", phase: "UNITS", progress: 35 });
    expect(runFromInfo({ ruid: "r1", status: "done", phase: "DONE", error: null, createdAt: "", finishedAt: "" })).toBe(IDLE_RUN);
    expect(runFromInfo(null)).toBe(IDLE_RUN);
  });
});
