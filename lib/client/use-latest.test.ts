import { describe, expect, it } from "vitest";
import { latestTracker } from "./use-latest";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("only the newest request's answer counts", () => {
  it("an older answer arriving after a newer one is not current", async () => {
    const latest = latestTracker();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = latest(() => first.promise);
    const b = latest(() => second.promise);
    second.resolve("newer");
    expect(await b).toEqual({ current: true, value: "newer" });
    first.resolve("older");
    expect(await a).toEqual({ current: false, value: "older" });
  });

  it("a lone request is current, and trackers are independent", async () => {
    const one = latestTracker();
    const other = latestTracker();
    const pending = one(() => Promise.resolve(1));
    await other(() => Promise.resolve(2));
    expect(await pending).toEqual({ current: true, value: 1 });
  });
});
