import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiResult } from "~/api/client.server";
import { UPSTREAM_KEY_PREFIX, createSharedCache } from "~/api/shared-cache.server";
import { type SharedRedis, connectRedis } from "~/shared-state/redis.server";
import { captureConsole } from "../support/console-capture";
import { type RedisServer, startRedisServer } from "../support/redis-server";

const logs = captureConsole();

// Entries expire at an absolute instant Redis compares with its clock: these tests run on the real one, not the frozen instant.
beforeEach(() => vi.useRealTimers());

let server: RedisServer | undefined;
const connections: SharedRedis[] = [];

afterEach(async () => {
  await Promise.all(connections.splice(0).map((redis) => redis.close()));
  await server?.stop();
  server = undefined;
  logs.discardSiteLogs();
});

async function connect(url: string): Promise<SharedRedis> {
  const redis = connectRedis(url);
  connections.push(redis);
  await redis.connecting;
  return redis;
}

const categoriesSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
type Categories = z.infer<typeof categoriesSchema>;
const answer = (...names: string[]): ApiResult<Categories> => ({
  success: true,
  data: { data: names.map((name, index) => ({ id: index + 1, name })) },
});

function upstream(...answers: ApiResult<Categories>[]) {
  const load = vi.fn(async () => answers.shift() ?? { success: false as const, error: "no more answers", status: 500 });
  return load;
}

describe("the upstream cache shared by two instances through Redis", () => {
  it("an answer loaded by one instance is served by the other without an upstream call", async () => {
    server = await startRedisServer();
    const one = createSharedCache({ ttlMs: 30_000, redis: await connect(server.url) });
    const two = createSharedCache({ ttlMs: 30_000, redis: await connect(server.url) });
    const first = upstream(answer("Cabins", "Lofts"));
    const second = upstream(answer("never asked"));
    expect(await one.get("GET /categories", categoriesSchema, first)).toEqual(answer("Cabins", "Lofts"));
    expect(await two.get("GET /categories", categoriesSchema, second)).toEqual(answer("Cabins", "Lofts"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(logs.take()).toEqual([]);
  });

  it("entries are namespaced under vr:upstream: and expire with UPSTREAM_CACHE_MS", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    const before = Date.now();
    await cache.get("GET /categories", categoriesSchema, upstream(answer("Cabins")));
    const after = Date.now();
    expect(await redis.client.keys("*")).toEqual([`${UPSTREAM_KEY_PREFIX}GET /categories`]);
    // An absolute expiry (cachified-redis-adapter's EXAT, whole seconds) from the app's clock.
    const expiresAt = await redis.client.expireTime(`${UPSTREAM_KEY_PREFIX}GET /categories`);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.ceil((before + 30_000) / 1000));
    expect(expiresAt).toBeLessThanOrEqual(Math.ceil((after + 30_000) / 1000));
  });

  it("a failed answer is never stored: the other instance asks again", async () => {
    server = await startRedisServer();
    const one = createSharedCache({ ttlMs: 30_000, redis: await connect(server.url) });
    const two = createSharedCache({ ttlMs: 30_000, redis: await connect(server.url) });
    const down = { success: false as const, error: "down", status: 503 };
    expect(await one.get("GET /categories", categoriesSchema, async () => down)).toEqual(down);
    expect(await two.get("GET /categories", categoriesSchema, upstream(answer("Cabins")))).toEqual(answer("Cabins"));
  });
});

describe("entries that cannot be trusted are fetched again", () => {
  const key = `${UPSTREAM_KEY_PREFIX}GET /categories`;

  it("an entry that is not JSON", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    await redis.client.set(key, "{not json");
    const load = upstream(answer("Cabins"));
    expect(await cache.get("GET /categories", categoriesSchema, load)).toEqual(answer("Cabins"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse((await redis.client.get(key))!)).toMatchObject({ value: { data: [{ id: 1, name: "Cabins" }] } });
    expect(logs.take()).toEqual([
      expect.stringMatching(
        /^warn: \[shared-state\] upstream cache: dropped an unusable entry for vr:upstream:GET \/categories \(.*JSON.*\); fetched again$/,
      ),
    ]);
  });

  it("a well-formed entry whose value is of another shape (poisoned, or written by another version)", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    const poisoned = {
      metadata: { createdTime: Date.now(), ttl: 30_000, swr: 0 },
      value: { data: [{ id: "1", name: "<script>" }] },
    };
    await redis.client.set(key, JSON.stringify(poisoned));
    const load = upstream(answer("Cabins"));
    expect(await cache.get("GET /categories", categoriesSchema, load)).toEqual(answer("Cabins"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(logs.take()).toEqual([
      "warn: [shared-state] upstream cache: dropped an unusable entry for vr:upstream:GET /categories (data.0.id: Invalid input: expected number, received string); fetched again",
    ]);
    // The fresh answer replaced it: the next read is a hit.
    const again = upstream(answer("never asked"));
    expect(await cache.get("GET /categories", categoriesSchema, again)).toEqual(answer("Cabins"));
    expect(again).not.toHaveBeenCalled();
  });

  it("an entry that is JSON but not a cache entry", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    await redis.client.set(key, JSON.stringify({ data: [{ id: 1, name: "Cabins" }] }));
    const load = upstream(answer("Lofts"));
    expect(await cache.get("GET /categories", categoriesSchema, load)).toEqual(answer("Lofts"));
    expect(logs.take()).toHaveLength(1);
  });
});

describe("a Redis that goes away", () => {
  it("killed: every call is fetched from upstream, answered, with one warning per outage", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    await cache.get("GET /categories", categoriesSchema, upstream(answer("Cabins")));
    await server.kill();
    const load = upstream(answer("Lofts"), answer("Barns"));
    expect(await cache.get("GET /categories", categoriesSchema, load)).toEqual(answer("Lofts"));
    expect(await cache.get("GET /categories", categoriesSchema, load)).toEqual(answer("Barns"));
    expect(load).toHaveBeenCalledTimes(2);
    const lines = logs.take();
    expect(lines.filter((line) => line.includes("upstream cache:"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warn: \\[shared-state\\] upstream cache: Redis at redis://127\\.0\\.0\\.1:${server.port} failed \\(.+\\); public answers are fetched uncached until it is back$`,
        ),
      ),
    ]);
    expect(lines.filter((line) => line.includes("is unavailable"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("frozen: a call waits at most the Redis deadline twice (read and write), then is fetched", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const cache = createSharedCache({ ttlMs: 30_000, redis });
    server.pause();
    try {
      const start = performance.now();
      expect(await cache.get("GET /categories", categoriesSchema, upstream(answer("Cabins")))).toEqual(
        answer("Cabins"),
      );
      expect(performance.now() - start).toBeLessThan(1500);
      expect(logs.take()).toEqual([
        `warn: [shared-state] upstream cache: Redis at redis://127.0.0.1:${server.port} failed (Redis did not answer within 500 ms); public answers are fetched uncached until it is back`,
      ]);
    } finally {
      server.resume();
    }
  });
});
