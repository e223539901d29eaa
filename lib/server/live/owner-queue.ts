import "server-only";

type Task = () => Promise<void>;

/**
 * Live commands of one owner run one at a time, with at most `maxWaiting` behind the
 * running one; a command beyond that is refused, so one owner can never pile unbounded
 * database work in front of the others (security finding 2). Between two commands the
 * queue yields to the event loop, so other owners' messages and HTTP requests get in.
 */
export class OwnerQueues {
  private readonly waiting = new Map<string, Task[]>();

  constructor(
    private readonly maxWaiting: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Queues `task` for the owner; false (and it never runs) when the owner's queue is full. */
  push(ownerId: string, task: Task): boolean {
    const queue = this.waiting.get(ownerId);
    if (!queue) {
      this.waiting.set(ownerId, []);
      void this.drain(ownerId, task);
      return true;
    }
    if (queue.length >= this.maxWaiting) return false;
    queue.push(task);
    return true;
  }

  /** Commands of the owner waiting behind the running one. */
  size(ownerId: string): number {
    return this.waiting.get(ownerId)?.length ?? 0;
  }

  private async drain(ownerId: string, first: Task): Promise<void> {
    let task: Task | undefined = first;
    while (task) {
      try {
        await task();
      } catch (error) {
        this.onError(error);
      }
      await new Promise((resolve) => setImmediate(resolve));
      task = this.waiting.get(ownerId)?.shift();
    }
    this.waiting.delete(ownerId);
  }
}
