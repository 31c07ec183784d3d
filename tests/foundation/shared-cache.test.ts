import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiResult } from "~/api/client.server";
import { createSharedCache } from "~/api/shared-cache.server";

/** Moves the suite's frozen clock (tests/support/freeze-clock.ts) forward; the next test starts frozen again. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const text = z.string();
const ok = (data: string): ApiResult<string> => ({ success: true, data });

describe("shared cache for public answers (in memory, without REDIS_URL)", () => {
  it("keeps a success for its TTL, then calls again", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    let calls = 0;
    const load = async () => ok(`answer ${++calls}`);
    expect(await cache.get("categories", text, load)).toEqual(ok("answer 1"));
    advance(29_999);
    expect(await cache.get("categories", text, load)).toEqual(ok("answer 1"));
    advance(2);
    expect(await cache.get("categories", text, load)).toEqual(ok("answer 2"));
    expect(calls).toBe(2);
  });

  it("coalesces concurrent misses into one upstream call", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const upstream = deferred<ApiResult<string>>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return upstream.promise;
    };
    const waiting = Array.from({ length: 10 }, () => cache.get("posts?page=1", text, load));
    await vi.waitFor(() => expect(calls).toBe(1));
    upstream.resolve(ok("posts"));
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => ok("posts")));
    expect(calls).toBe(1);
  });

  it("coalesced callers of a failed call all get its failure, and nothing is kept", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const upstream = deferred<ApiResult<string>>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return upstream.promise;
    };
    const waiting = Array.from({ length: 3 }, () => cache.get("posts?page=2", text, load));
    await vi.waitFor(() => expect(calls).toBe(1));
    upstream.resolve({ success: false, error: "down", status: 503 });
    expect(await Promise.all(waiting)).toEqual(
      Array.from({ length: 3 }, () => ({ success: false, error: "down", status: 503 })),
    );
    expect(await cache.get("posts?page=2", text, async () => ok("back"))).toEqual(ok("back"));
  });

  it("never keeps a failure: the next request tries again", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const answers: ApiResult<string>[] = [{ success: false, error: "down", status: 503 }, ok("back")];
    const load = async () => answers.shift()!;
    expect(await cache.get("destinations", text, load)).toMatchObject({ success: false, status: 503 });
    expect(await cache.get("destinations", text, load)).toEqual(ok("back"));
  });

  it("different keys are cached apart, and the least recently used goes first beyond the limit", async () => {
    const cache = createSharedCache({ ttlMs: 30_000, maxEntries: 2 });
    let calls = 0;
    const load = (name: string) => async () => ok(`${name} ${++calls}`);
    await cache.get("a", text, load("a"));
    await cache.get("b", text, load("b"));
    await cache.get("c", text, load("c"));
    expect(await cache.get("b", text, load("b"))).toEqual(ok("b 2"));
    expect(await cache.get("c", text, load("c"))).toEqual(ok("c 3"));
    expect(await cache.get("a", text, load("a"))).toEqual(ok("a 4"));
  });

  it("a TTL of 0 turns it off", async () => {
    const cache = createSharedCache({ ttlMs: 0 });
    let calls = 0;
    const load = async () => ok(String(++calls));
    await Promise.all([cache.get("k", text, load), cache.get("k", text, load)]);
    await cache.get("k", text, load);
    expect(calls).toBe(3);
  });
});
