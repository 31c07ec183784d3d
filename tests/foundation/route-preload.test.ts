import { describe, expect, it } from "vitest";
import { MAX_CONCURRENT_PRELOADS, createPreloadQueue } from "~/client/preload-queue";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("route preloads (SPEC 9: at most 5 at a time)", () => {
  it("the limit is 5", () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
  });

  it("runs five, holds the rest in order, and starts the next when one finishes", async () => {
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 8 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, index) =>
      queue.add(`/assets/route-${index}.js`, () => {
        started.push(index);
        return task.promise;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.running).toBe(5);
    expect(queue.waiting).toBe(3);

    tasks[2]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.running).toBe(5);

    tasks[0]!.reject(new Error("network"));
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);

    for (const task of tasks) task.resolve();
    await settle();
    await settle();
    expect(started).toHaveLength(8);
    expect(queue.running).toBe(0);
  });

  it("does not preload the same module twice, but retries one that failed", async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error("offline"));
    };
    queue.add("/assets/a.js", failing);
    queue.add("/assets/a.js", failing);
    await settle();
    expect(calls).toBe(1);
    queue.add("/assets/a.js", failing);
    await settle();
    expect(calls).toBe(2);

    const ok = () => {
      calls += 1;
      return Promise.resolve();
    };
    queue.add("/assets/b.js", ok);
    await settle();
    queue.add("/assets/b.js", ok);
    await settle();
    expect(calls).toBe(3);
  });
});
