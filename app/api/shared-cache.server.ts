import type { ApiResult } from "~/api/client.server";
import { getEnv } from "~/env.server";

export interface SharedCache {
  /** The cached answer for `key`, or `load()`'s; concurrent misses share one upstream call. */
  get<T>(key: string, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  clear(): void;
  readonly size: number;
}

/**
 * A short in-process cache for public answers every visitor shares (categories, destinations,
 * post lists). Only successes are kept, for `ttlMs`; misses for the same key while a call is
 * in flight wait for that call instead of making their own (request coalescing). The oldest
 * entries go first beyond `maxEntries`. A TTL of 0 turns caching and coalescing off.
 */
export function createSharedCache({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): SharedCache {
  const entries = new Map<string, { result: ApiResult<unknown>; expires: number }>();
  const inflight = new Map<string, Promise<ApiResult<unknown>>>();
  return {
    get<T>(key: string, load: () => Promise<ApiResult<T>>) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.result as ApiResult<T>);
      if (hit) entries.delete(key);
      const pending = inflight.get(key);
      if (pending) return pending as Promise<ApiResult<T>>;
      const call = load()
        .then((result) => {
          if (result.success) {
            entries.set(key, { result, expires: now() + ttlMs });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return result;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, call);
      return call;
    },
    clear() {
      entries.clear();
      inflight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

let shared: SharedCache | undefined;

/** The process's cache for public upstream answers (UPSTREAM_CACHE_MS, 0 in tests). */
export function publicAnswers(): SharedCache {
  shared ??= createSharedCache({ ttlMs: getEnv().UPSTREAM_CACHE_MS });
  return shared;
}
