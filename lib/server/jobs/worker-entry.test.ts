import { describe, expect, it } from "vitest";
import { workerEntry } from "./worker-entry";

describe("workerEntry: which file a worker thread runs", () => {
  it("in production: the compiled .mjs, loaded with no loader and no flags", () => {
    for (const name of ["engine-worker", "neuronet-worker"] as const) {
      const entry = workerEntry(name, { production: true, root: "/app" });
      expect(entry).toEqual({ file: `/app/.build/workers/${name}.mjs`, compiled: true, execArgv: [] });
    }
  });

  it("elsewhere: the TypeScript source through tsx, with the react-server condition", () => {
    const entry = workerEntry("engine-worker", { production: false, root: "/repo" });
    expect(entry.file).toBe("/repo/lib/server/jobs/engine-worker.ts");
    expect(entry.compiled).toBe(false);
    expect(entry.execArgv).toEqual(["--conditions=react-server", "--import", "tsx"]);
  });
});
