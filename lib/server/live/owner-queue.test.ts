import { describe, expect, it } from "vitest";
import { OwnerQueues } from "./owner-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("owner command queues (security finding 2)", () => {
  it("runs an owner's commands one at a time, in order, and refuses past the bound", async () => {
    const queues = new OwnerQueues(2, () => undefined);
    const ran: number[] = [];
    const gate = deferred();
    const task = (n: number) => async () => {
      ran.push(n);
      if (n === 1) await gate.promise;
    };
    expect([1, 2, 3, 4].map((n) => queues.push("a", task(n)))).toEqual([true, true, true, false]);
    expect(ran).toEqual([1]);
    expect(queues.size("a")).toBe(2);
    gate.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([1, 2, 3]);
    expect(queues.size("a")).toBe(0);
    expect(queues.push("a", task(5))).toBe(true);
  });

  it("one owner's backlog does not hold up another owner", async () => {
    const queues = new OwnerQueues(10, () => undefined);
    const never = new Promise<void>(() => undefined);
    queues.push("a", () => never);
    let ran = false;
    queues.push("b", async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it("a failing command is reported and the queue goes on", async () => {
    const errors: unknown[] = [];
    const queues = new OwnerQueues(10, (error) => errors.push(error));
    let second = false;
    queues.push("a", async () => {
      throw new Error("boom");
    });
    queues.push("a", async () => {
      second = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toHaveLength(1);
    expect(second).toBe(true);
  });
});
