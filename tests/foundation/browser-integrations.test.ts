import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnce,
  watchBuild,
} from "~/client/reload-guard";
import { INTERACTION_EVENTS, TAG_MANAGER_DELAY_MS, armTagManager } from "~/client/tag-manager";

afterEach(() => {
  vi.useRealTimers();
});

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type: string, listener: () => void) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe("tag manager (SPEC 4, 9)", () => {
  it("loads 2000 ms after the first scroll, keydown, mousemove or touchstart, once only, keeping earlier events in order", () => {
    vi.useFakeTimers();
    expect(TAG_MANAGER_DELAY_MS).toBe(2000);
    expect(INTERACTION_EVENTS).toEqual(["scroll", "keydown", "mousemove", "touchstart"]);
    const target = fakeWindow();
    const load = vi.fn(async () => undefined);
    const layer: unknown[] = [{ event: "page_view", page_path: "/" }];
    armTagManager("GTM-X", {
      target: target as never,
      load,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      dataLayer: () => layer,
    });
    expect(target.count()).toBe(4);
    target.fire("mousemove");
    target.fire("scroll");
    expect(target.count()).toBe(0);
    vi.advanceTimersByTime(1999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith("https://www.googletagmanager.com/gtm.js?id=GTM-X");
    expect(layer[0]).toEqual({ event: "page_view", page_path: "/" });
    expect(layer[1]).toMatchObject({ event: "gtm.js" });
    target.fire("keydown");
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledOnce();
  });

  it("each interaction type arms it", () => {
    for (const type of INTERACTION_EVENTS) {
      vi.useFakeTimers();
      const target = fakeWindow();
      const load = vi.fn(async () => undefined);
      armTagManager("GTM-X", {
        target: target as never,
        load,
        setTimer: (callback, ms) => setTimeout(callback, ms),
        dataLayer: () => [],
      });
      target.fire(type);
      vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
      expect(load, type).toHaveBeenCalledOnce();
      vi.useRealTimers();
    }
  });
});

describe("reload guard (SPEC 8, 9)", () => {
  function storage() {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  }

  it("reloads a path at most once per 10 seconds, per path, surviving in storage", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const store = storage();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadOnce("/blog", { storage: store, now: () => now, reload })).toBe(true);
    now += 9_999;
    expect(reloadOnce("/blog", { storage: store, now: () => now, reload })).toBe(false);
    expect(reloadOnce("/support", { storage: store, now: () => now, reload })).toBe(true);
    now += 1;
    expect(reloadOnce("/blog", { storage: store, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("recognises chunk-load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 12 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("checks for a new build every hour (3,600,000 ms) and reacts only to a different id", async () => {
    vi.useFakeTimers();
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const builds = ["same", "next"];
    const onNewBuild = vi.fn();
    const fetchBuild = vi.fn(async () => builds.shift() ?? "next");
    watchBuild("same", { fetchBuild, setInterval: (callback, ms) => setInterval(callback, ms), onNewBuild });
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuild).toHaveBeenCalledOnce();
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });
});
