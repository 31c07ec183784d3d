import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  INTERACTION_EVENTS,
  TAG_MANAGER_DELAY_MS,
  type TagManagerDependencies,
  createLazyTagManager,
  forgetTagManagerForThisPage,
  tagManagerForThisPage,
} from "~/client/tag-manager";

const CONTAINER = "https://www.googletagmanager.com/gtm.js?id=GTM-X";

function fakePage() {
  const listeners = new Map<string, Set<() => void>>();
  const layer: unknown[] = [{ event: "page_view", page_path: "/" }];
  const load = vi.fn(async () => undefined);
  const deps: TagManagerDependencies = {
    target: {
      addEventListener: (type: string, listener: () => void) =>
        void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
      removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    } as never,
    load,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    dataLayer: () => layer,
  };
  return {
    deps,
    load,
    layer,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    startEvents: () => layer.filter((event) => (event as { event?: string }).event === "gtm.js").length,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  forgetTagManagerForThisPage();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("tag manager (SPEC 4, 9): 2000 ms after the later of the first interaction and the consent", () => {
  it("consent first: loads 2000 ms after the first scroll, keydown, mousemove or touchstart, once, after the queued events", () => {
    expect(TAG_MANAGER_DELAY_MS).toBe(2000);
    expect(INTERACTION_EVENTS).toEqual(["scroll", "keydown", "mousemove", "touchstart"]);
    const page = fakePage();
    createLazyTagManager(page.deps).consent("GTM-X");
    expect(page.listening()).toBe(4);
    vi.advanceTimersByTime(10_000);
    page.fire("mousemove");
    page.fire("scroll");
    expect(page.listening()).toBe(0);
    vi.advanceTimersByTime(1999);
    expect(page.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.load.mock.calls).toEqual([[CONTAINER]]);
    expect(page.layer[0]).toEqual({ event: "page_view", page_path: "/" });
    expect(page.layer[1]).toMatchObject({ event: "gtm.js" });
    page.fire("keydown");
    vi.advanceTimersByTime(10_000);
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("each interaction type counts", () => {
    for (const type of INTERACTION_EVENTS) {
      const page = fakePage();
      createLazyTagManager(page.deps).consent("GTM-X");
      page.fire(type);
      vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
      expect(page.load, type).toHaveBeenCalledOnce();
    }
  });

  it("a visitor who scrolled before accepting gets the container 2000 ms after accepting, with no other interaction", () => {
    const page = fakePage();
    const tagManager = createLazyTagManager(page.deps);
    tagManager.consent(null);
    page.fire("scroll");
    vi.advanceTimersByTime(30_000);
    expect(page.load).not.toHaveBeenCalled();
    tagManager.consent("GTM-X");
    vi.advanceTimersByTime(1999);
    expect(page.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.load.mock.calls).toEqual([[CONTAINER]]);
  });

  it("a scroll while the choice is being saved counts: 2000 ms after the consent, the later of the two", () => {
    const page = fakePage();
    const tagManager = createLazyTagManager(page.deps);
    page.fire("scroll");
    vi.advanceTimersByTime(300);
    tagManager.consent("GTM-X");
    vi.advanceTimersByTime(1999);
    expect(page.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("without consent nothing loads, whatever the visitor does", () => {
    const page = fakePage();
    createLazyTagManager(page.deps).consent(null);
    for (const type of INTERACTION_EVENTS) page.fire(type);
    vi.advanceTimersByTime(60_000);
    expect(page.load).not.toHaveBeenCalled();
    expect(page.startEvents()).toBe(0);
  });

  it("consent withdrawn before the 2000 ms are over stops it", () => {
    const page = fakePage();
    const tagManager = createLazyTagManager(page.deps);
    tagManager.consent("GTM-X");
    page.fire("touchstart");
    vi.advanceTimersByTime(1000);
    tagManager.consent(null);
    vi.advanceTimersByTime(60_000);
    expect(page.load).not.toHaveBeenCalled();
  });

  it("once a page load: the shell's effect running again, or the error page's shell, loads nothing more", () => {
    const page = fakePage();
    tagManagerForThisPage(() => page.deps).consent("GTM-X");
    page.fire("scroll");
    vi.advanceTimersByTime(1000);
    // The consent effect runs again (a new root answer), and another shell starts the same page's manager.
    tagManagerForThisPage(() => page.deps).consent("GTM-X");
    tagManagerForThisPage(() => fakePage().deps).consent("GTM-X");
    vi.advanceTimersByTime(1000);
    expect(page.load).toHaveBeenCalledOnce();
    tagManagerForThisPage(() => page.deps).consent("GTM-X");
    page.fire("keydown");
    vi.advanceTimersByTime(60_000);
    expect(page.load).toHaveBeenCalledOnce();
    expect(page.startEvents()).toBe(1);
  });
});
