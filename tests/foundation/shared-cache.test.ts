import { describe, expect, it } from "vitest";
import type { ApiResult } from "~/api/client.server";
import { createSharedCache } from "~/api/shared-cache.server";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const ok = (data: string): ApiResult<string> => ({ success: true, data });

describe("shared cache for public answers", () => {
  it("keeps a success for its TTL, then calls again", async () => {
    const time = clock();
    const cache = createSharedCache({ ttlMs: 30_000, now: time.now });
    let calls = 0;
    const load = async () => ok(`answer ${++calls}`);
    expect(await cache.get("categories", load)).toEqual(ok("answer 1"));
    time.advance(29_999);
    expect(await cache.get("categories", load)).toEqual(ok("answer 1"));
    time.advance(1);
    expect(await cache.get("categories", load)).toEqual(ok("answer 2"));
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
    const waiting = Array.from({ length: 10 }, () => cache.get("posts?page=1", load));
    expect(calls).toBe(1);
    upstream.resolve(ok("posts"));
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => ok("posts")));
  });

  it("never keeps a failure: the next request tries again", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const answers: ApiResult<string>[] = [{ success: false, error: "down", status: 503 }, ok("back")];
    const load = async () => answers.shift()!;
    expect(await cache.get("destinations", load)).toMatchObject({ success: false, status: 503 });
    expect(await cache.get("destinations", load)).toEqual(ok("back"));
  });

  it("different keys are cached apart, and the oldest goes first beyond the limit", async () => {
    const cache = createSharedCache({ ttlMs: 30_000, maxEntries: 2 });
    let calls = 0;
    const load = (name: string) => async () => ok(`${name} ${++calls}`);
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("c", load("c"));
    expect(cache.size).toBe(2);
    expect(await cache.get("b", load("b"))).toEqual(ok("b 2"));
    expect(await cache.get("a", load("a"))).toEqual(ok("a 4"));
  });

  it("a TTL of 0 turns it off", async () => {
    const cache = createSharedCache({ ttlMs: 0 });
    let calls = 0;
    const load = async () => ok(String(++calls));
    await Promise.all([cache.get("k", load), cache.get("k", load)]);
    await cache.get("k", load);
    expect(calls).toBe(3);
  });
});
