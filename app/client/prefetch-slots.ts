import { type PreloadQueue, createPreloadQueue } from "~/client/preload-queue";

/** A page whose prefetch holds one of the queue's slots (SPEC 9: at most 5 at a time). */
export interface PrefetchSlot {
  id: number;
  page: string;
}

/** How a prefetched link ended; a link the browser cannot prefetch (no `rel` support) counts as loaded. */
export type LinkState = "pending" | "loaded" | "failed";

/**
 * A page's prefetch keeps its slot while any of its links loads. With every link loaded it is
 * done; with none rendered (a route not discovered yet, nothing new to fetch) or one failed, the
 * slot is freed and a later intent may try that page again.
 */
export function prefetchOutcome(links: readonly LinkState[]): "pending" | "done" | "retry" {
  if (links.includes("pending")) return "pending";
  return links.length > 0 && links.every((state) => state === "loaded") ? "done" : "retry";
}

/**
 * The pages being prefetched, for the component that renders their links: a page asked for
 * waits in the preload queue, gets a slot when one is free, and gives it back with `finish`.
 * Pages are asked for from where the visitor is (`from`): what React Router fetches for a page
 * depends on the page shown, so after a navigation the same link is prefetched afresh.
 */
export function createPrefetchSlots(queue: PreloadQueue = createPreloadQueue()) {
  let slots: readonly PrefetchSlot[] = [];
  let nextId = 1;
  const finishers = new Map<number, (done: boolean) => void>();
  const listeners = new Set<() => void>();
  const publish = (next: readonly PrefetchSlot[]) => {
    slots = next;
    for (const listener of listeners) listener();
  };

  return {
    request: (page: string, from: string) => {
      queue.add(
        `${from} -> ${page}`,
        () =>
          new Promise<void>((resolve, reject) => {
            const slot = { id: nextId++, page };
            finishers.set(slot.id, (done) => (done ? resolve() : reject(new Error(`prefetch of ${page} not done`))));
            publish([...slots, slot]);
          }),
      );
    },
    finish: (id: number, done: boolean) => {
      const finisher = finishers.get(id);
      if (!finisher) return;
      finishers.delete(id);
      publish(slots.filter((slot) => slot.id !== id));
      finisher(done);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => slots,
  };
}
