import { afterEach, describe, expect, it, vi } from "vitest";
import { EstimatorProfilesQuery } from "@/lib/contracts/estimators";
import { queryString } from "./call-endpoint";
import { addToCompare, DEFAULT_ESTIMATOR_FILTER, estimatorQuery as estimatorQueryObject, type EstimatorFilter } from "./estimator-list";

const estimatorQuery = (filter: EstimatorFilter) => queryString(estimatorQueryObject(filter)).slice(1);

afterEach(() => vi.unstubAllGlobals());

describe("estimator list", () => {
  it("defaults to every state, updatedAt ascending", () => {
    expect(estimatorQuery(DEFAULT_ESTIMATOR_FILTER)).toBe("stateFilter=all&sortBy=updatedAt&sortOrder=asc&page=1&pageSize=20");
  });
  it("sends grade filters C, P, M as repeated parameters and the comment flag", () => {
    const q = estimatorQuery({ ...DEFAULT_ESTIMATOR_FILTER, grades: { C: ["SENIOR", "MIDDLE"], P: [], M: ["JUNIOR"] }, existComment: true, stateFilter: "skipSuspicious" });
    expect(q).toContain("gradeC=SENIOR&gradeC=MIDDLE&gradeM=JUNIOR");
    expect(q).toContain("existComment=true");
    expect(q).toContain("stateFilter=skipSuspicious");
    expect(EstimatorProfilesQuery.parse(estimatorQueryObject({ ...DEFAULT_ESTIMATOR_FILTER, grades: { C: ["SENIOR"], P: [], M: [] }, existComment: true }))).toMatchObject({ gradeC: ["SENIOR"], existComment: true });
  });
  it("compares two profiles: a third replaces the older one", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("window", { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    let pair = addToCompare([null, null], "a");
    pair = addToCompare(pair, "b");
    expect(pair).toEqual(["a", "b"]);
    expect(addToCompare(pair, "a")).toEqual(["a", "b"]);
    expect(addToCompare(pair, "c")).toEqual(["b", "c"]);
  });
});
