import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnce,
  watchBuild,
} from "~/client/reload-guard";

afterEach(() => {
  vi.useRealTimers();
});

// The tag manager's tests are in tests/client/tag-manager.test.ts.

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
