/** SPEC 9: at most this many route preloads run at the same time. */
export const MAX_CONCURRENT_PRELOADS = 5;

export interface PreloadQueue {
  /** Runs the preload when a slot is free; a key already queued, running or done is ignored. */
  add(key: string, preload: () => Promise<unknown>): void;
  readonly running: number;
  readonly waiting: number;
}

/** A small FIFO with a concurrency limit; a failed preload frees its slot and may be tried again. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const seen = new Set<string>();
  const waiting: { key: string; preload: () => Promise<unknown> }[] = [];
  let running = 0;

  function next() {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      Promise.resolve()
        .then(task.preload)
        .catch(() => seen.delete(task.key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  }

  return {
    add(key, preload) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push({ key, preload });
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
