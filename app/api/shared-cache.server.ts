import {
  type Cache,
  type CacheEntry,
  type CachifiedOptions,
  type CreateReporter,
  cachified,
} from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type { ApiFailure, ApiResult } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { type SharedRedis, describeError, sharedRedis, withDeadline } from "~/shared-state/redis.server";

/** Every key this cache writes starts with it, so the entries of a shared Redis are told apart. */
export const UPSTREAM_KEY_PREFIX = "vr:upstream:";

export interface SharedCache {
  /**
   * The cached answer for `key`, or `load()`'s; concurrent misses in one process share one
   * upstream call. A cached value is used only when it passes `schema` (the one the call's answer
   * was read with): an entry of another format or a corrupted one is fetched again.
   */
  get<T>(key: string, schema: z.ZodType<T>, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  /** Drops `key`'s answer, so the next `get` asks the upstream (after a change made through the site). */
  forget(key: string): Promise<void>;
}

/** Thrown inside cachified so a failed answer is never stored, then handed back as it was. */
class UpstreamFailed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.error);
  }
}

/** The in-memory store: lru-cache bounded to `maxEntries`, each entry for `ttlMs` at most. */
function memoryStore(ttlMs: number, maxEntries: number): Cache {
  const lru = new LRUCache<string, CacheEntry>({ max: maxEntries, ttl: ttlMs });
  return {
    name: "memory",
    get: (key) => lru.get(key),
    set: (key, value) => lru.set(key, value),
    delete: (key) => lru.delete(key),
  };
}

/**
 * The Redis store (cachified-redis-adapter: JSON values, expiring with their TTL). A Redis that
 * fails, or does not answer within REDIS_COMMAND_TIMEOUT_MS, reads as a miss and skips the write,
 * with one warning per outage.
 */
function redisStore(redis: SharedRedis): Cache {
  const adapter = redisCacheAdapter(redis.client);
  const unavailable = (error: unknown) =>
    redis.warnOnce(
      "upstream-cache",
      `[shared-state] upstream cache: Redis at ${redis.where} failed (${describeError(error)}); public answers are fetched uncached until it is back`,
    );
  return {
    name: "redis",
    async get(key) {
      try {
        return (await withDeadline(Promise.resolve(adapter.get(key)))) as CacheEntry | null | undefined;
      } catch (error) {
        // Not JSON: cachified drops the entry and fetches (reportRejectedEntries logs it).
        if (error instanceof SyntaxError) throw error;
        unavailable(error);
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await withDeadline(Promise.resolve(adapter.set(key, value)));
      } catch (error) {
        unavailable(error);
      }
    },
    async delete(key) {
      try {
        await withDeadline(Promise.resolve(adapter.delete(key)));
      } catch (error) {
        unavailable(error);
      }
    },
  };
}

/**
 * An entry that is not a cache entry or whose value fails its schema (corrupted, written by
 * another version) is logged, dropped and fetched again.
 */
const reportRejectedEntries: CreateReporter<unknown> =
  ({ key }) =>
  (event) => {
    if (event.name === "getCachedValueError" || event.name === "checkCachedValueErrorObj") {
      const reason = event.name === "getCachedValueError" ? describeError(event.error) : describeIssues(event.reason);
      console.warn(`[shared-state] upstream cache: dropped an unusable entry for ${key} (${reason}); fetched again`);
    }
  };

/** A schema's issues (Standard Schema: `{ message, path }`) as one short line. */
function describeIssues(reason: unknown): string {
  if (!Array.isArray(reason)) return describeError(reason);
  return reason
    .slice(0, 3)
    .map((issue: { message?: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }) => {
      const path = (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".");
      return `${path || "(root)"}: ${issue.message ?? "invalid"}`;
    })
    .join("; ");
}

/**
 * The answers this process loaded, each with the schema it was read with. Such an answer is kept
 * frozen, so no request can change it for the next, and a hit on it with the same schema is
 * handed back without parsing it again (a large property parsed on every page view). Anything
 * else, an entry read back from Redis above all, goes through the schema.
 */
const readWith = new WeakMap<object, z.ZodType>();

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

/** cachified's checkValue: true for an answer this process read with `schema`, else the schema's verdict. */
type CheckValue<T> = Extract<CachifiedOptions<T>["checkValue"], (...args: never[]) => unknown>;

function checkedBy<T>(schema: z.ZodType<T>): CheckValue<T> {
  return (value, migrate) => {
    if (typeof value === "object" && value !== null && readWith.get(value) === schema) return true;
    const parsed = schema.safeParse(value);
    // The reason reportRejectedEntries logs.
    if (!parsed.success) return describeIssues(parsed.error.issues);
    return migrate(parsed.data, false);
  };
}

/**
 * The cache for public answers every visitor shares (categories, destinations, post lists, posts,
 * property details and calendars), on @epic-web/cachified. Only successes are kept, for `ttlMs`;
 * a TTL of 0 turns caching and coalescing off. With `redis` the entries live there, shared by
 * every instance; without it in this process (lru-cache, at most `maxEntries`).
 */
export function createSharedCache({
  ttlMs,
  maxEntries = 500,
  redis,
}: {
  ttlMs: number;
  maxEntries?: number;
  redis?: SharedRedis;
}): SharedCache {
  const store = redis ? redisStore(redis) : memoryStore(Math.max(ttlMs, 1), maxEntries);
  return {
    async get<T>(key: string, schema: z.ZodType<T>, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
      if (ttlMs <= 0) return load();
      let ownAnswer: ApiResult<T> | undefined;
      try {
        const data = await cachified(
          {
            key: `${UPSTREAM_KEY_PREFIX}${key}`,
            cache: store,
            ttl: ttlMs,
            checkValue: checkedBy(schema),
            async getFreshValue() {
              ownAnswer = await load();
              if (!ownAnswer.success) throw new UpstreamFailed(ownAnswer);
              const data = deepFreeze(ownAnswer.data);
              if (typeof data === "object" && data !== null) readWith.set(data, schema);
              return data;
            },
          },
          reportRejectedEntries as CreateReporter<T>,
        );
        return { success: true, data };
      } catch (error) {
        if (error instanceof UpstreamFailed) return error.failure;
        // The answer passed its schema when it was read but not when checked again for the cache.
        console.error(`[shared-state] upstream cache: ${key} could not be cached: ${describeError(error)}`);
        return ownAnswer ?? { success: false, error: "The answer could not be read", status: 502 };
      }
    },
    async forget(key: string): Promise<void> {
      await store.delete(`${UPSTREAM_KEY_PREFIX}${key}`);
    },
  };
}

let shared: SharedCache | undefined;

/** The process's cache for public upstream answers (UPSTREAM_CACHE_MS, 0 in tests; REDIS_URL). */
export function publicAnswers(): SharedCache {
  shared ??= createSharedCache({ ttlMs: getEnv().UPSTREAM_CACHE_MS, redis: sharedRedis() });
  return shared;
}
