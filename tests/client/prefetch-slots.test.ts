import { describe, expect, it } from "vitest";
import { createPrefetchSlots, prefetchOutcome } from "~/client/prefetch-slots";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function slotsWatched() {
  const slots = createPrefetchSlots();
  let updates = 0;
  slots.subscribe(() => (updates += 1));
  const pages = () => slots.snapshot().map((slot) => slot.page);
  const idOf = (page: string) => slots.snapshot().find((slot) => slot.page === page)!.id;
  return { slots, pages, idOf, updates: () => updates };
}

describe("page prefetch slots (SPEC 9: at most 5 pages at a time)", () => {
  it("gives five pages a slot, holds the rest in order, and the next gets the slot one gives back", async () => {
    const { slots, pages, idOf } = slotsWatched();
    for (let n = 1; n <= 8; n += 1) slots.request(`/page-${n}`, "/");
    await settle();
    expect(pages()).toEqual(["/page-1", "/page-2", "/page-3", "/page-4", "/page-5"]);

    slots.finish(idOf("/page-3"), true);
    await settle();
    expect(pages()).toEqual(["/page-1", "/page-2", "/page-4", "/page-5", "/page-6"]);

    slots.finish(idOf("/page-1"), false);
    await settle();
    expect(pages()).toEqual(["/page-2", "/page-4", "/page-5", "/page-6", "/page-7"]);

    for (const page of ["/page-2", "/page-4", "/page-5", "/page-6", "/page-7"]) slots.finish(idOf(page), true);
    await settle();
    expect(pages()).toEqual(["/page-8"]);
    slots.finish(idOf("/page-8"), true);
    await settle();
    expect(pages()).toEqual([]);
  });

  it("prefetches a page once from where the visitor is, again after a failure or from another page", async () => {
    const { slots, pages, idOf } = slotsWatched();
    slots.request("/about-us", "/");
    slots.request("/about-us", "/");
    await settle();
    expect(pages()).toEqual(["/about-us"]);
    slots.finish(idOf("/about-us"), true);
    await settle();

    slots.request("/about-us", "/");
    await settle();
    expect(pages()).toEqual([]);

    slots.request("/about-us", "/support");
    await settle();
    expect(pages()).toEqual(["/about-us"]);
    slots.finish(idOf("/about-us"), false);
    await settle();

    slots.request("/about-us", "/support");
    await settle();
    expect(pages()).toEqual(["/about-us"]);
  });

  it("a slot given back twice changes nothing the second time", async () => {
    const { slots, pages, idOf, updates } = slotsWatched();
    for (let n = 1; n <= 7; n += 1) slots.request(`/page-${n}`, "/");
    await settle();
    const first = idOf("/page-1");
    slots.finish(first, true);
    const afterFirst = updates();
    slots.finish(first, true);
    expect(updates()).toBe(afterFirst);
    await settle();
    expect(pages()).toEqual(["/page-2", "/page-3", "/page-4", "/page-5", "/page-6"]);
  });
});

describe("when a page's prefetch is over", () => {
  it("waits while any link loads", () => {
    expect(prefetchOutcome(["loaded", "pending"])).toBe("pending");
    expect(prefetchOutcome(["pending", "failed"])).toBe("pending");
  });

  it("is done when every link loaded", () => {
    expect(prefetchOutcome(["loaded", "loaded", "loaded"])).toBe("done");
  });

  it("may be tried again when a link failed or none was rendered", () => {
    expect(prefetchOutcome(["loaded", "failed"])).toBe("retry");
    expect(prefetchOutcome([])).toBe("retry");
  });
});
