import { createHash } from "node:crypto";
import { isIP } from "node:net";
import type { RouterContextProvider } from "react-router";
import {
  type IRateLimiterOptions,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { requestOriginContext } from "~/request-context";
import { REDIS_COMMAND_TIMEOUT_MS, type SharedRedis, sharedRedis } from "~/shared-state/redis.server";

/**
 * The abuse limits (docs/decisions/011-abuse-limits.md), each a bucket of rate-limiter-flexible
 * whose window starts with its first hit (the library's fixed window). With REDIS_URL the counts
 * live in Redis, shared by every instance; without it in this process. "ip" is the visitor's
 * address as the server saw it (IPv6 by its /64), never a header the visitor wrote.
 *
 * - Sign-in (password and two-factor steps, social sign-in): 30 attempts a minute per ip, and 5
 *   a minute per account from one ip, so a stranger elsewhere cannot lock the owner out. 100
 *   failures an hour on an account, from anyone, only slow it down: from then on each ip gets 1
 *   attempt a minute at it, the owner's too, until the hour ends.
 * - Password recovery and quick sign-up, each their own: 10 an hour per ip, 3 an hour per email.
 * - Checkout: 30 booking attempts an hour per ip, 10 per visitor (their checkout secret).
 * - Form drafts kept while a visitor signs in again (form-resume.server.ts): 30 per 15 minutes per
 *   ip, so nobody fills the shared store with them.
 */
export const ABUSE_LIMITS = {
  signInPerIp: { keyPrefix: "vr:rl:sign-in-ip", points: 30, duration: 60 },
  signInPerAccountAndIp: { keyPrefix: "vr:rl:sign-in-account-ip", points: 5, duration: 60 },
  signInFailuresPerAccount: { keyPrefix: "vr:rl:sign-in-failures", points: 100, duration: 3600 },
  signInSlowedPerAccountAndIp: { keyPrefix: "vr:rl:sign-in-slowed", points: 1, duration: 60 },
  recoveryPerIp: { keyPrefix: "vr:rl:recovery-ip", points: 10, duration: 3600 },
  recoveryPerEmail: { keyPrefix: "vr:rl:recovery-email", points: 3, duration: 3600 },
  signUpPerIp: { keyPrefix: "vr:rl:sign-up-ip", points: 10, duration: 3600 },
  signUpPerEmail: { keyPrefix: "vr:rl:sign-up-email", points: 3, duration: 3600 },
  checkoutPerIp: { keyPrefix: "vr:rl:checkout-ip", points: 30, duration: 3600 },
  checkoutPerVisitor: { keyPrefix: "vr:rl:checkout-visitor", points: 10, duration: 3600 },
  formDraftsPerIp: { keyPrefix: "vr:rl:form-drafts-ip", points: 30, duration: 900 },
} as const satisfies Record<string, IRateLimiterOptions>;

export type AbuseLimitName = keyof typeof ABUSE_LIMITS;
export type AbuseLimits = Record<AbuseLimitName, RateLimiterAbstract>;

/**
 * Keys one bucket keeps in this process (about 0.7 KB each with the library's timer): ten full
 * buckets are some 140 MB. A bucket that is full takes no new key until its oldest window ends;
 * it never drops a key it counts, so flooding it with new addresses or accounts resets nobody.
 */
export const MEMORY_KEYS_PER_LIMIT = 20_000;

/**
 * rate-limiter-flexible's memory store with a cap on its keys (the library's has none). Every
 * key of a bucket has the same window, so the order keys started their windows is the order
 * they end: the oldest is at the front of `windows`, pruned as time passes.
 */
class BoundedMemoryLimiter extends RateLimiterMemory {
  /** Key -> when its window ends (ms), in the order the windows started. */
  private readonly windows = new Map<string, number>();
  private full = false;

  constructor(
    options: IRateLimiterOptions,
    private readonly maxKeys: number,
  ) {
    super(options);
  }

  private prune(now: number) {
    for (const [key, end] of this.windows) {
      if (end > now) break;
      this.windows.delete(key);
    }
  }

  /** The wait for a key that has no window yet while the bucket is full; null when it may count. */
  private refusal(key: string | number): RateLimiterRes | null {
    const now = Date.now();
    this.prune(now);
    const end = this.windows.get(String(key));
    if (end !== undefined && end > now) return null;
    if (this.windows.size < this.maxKeys) {
      this.full = false;
      return null;
    }
    if (!this.full) {
      this.full = true;
      console.warn(
        `[rate-limit] ${this.keyPrefix}: ${this.maxKeys} keys in memory; a new one waits until the oldest window ends`,
      );
    }
    const oldest = this.windows.values().next().value ?? now;
    return new RateLimiterRes(0, Math.max(1, oldest - now), this.points, false);
  }

  private track(key: string | number, res: RateLimiterRes) {
    const name = String(key);
    const now = Date.now();
    const end = this.windows.get(name);
    if (end !== undefined && end > now) return;
    this.windows.delete(name);
    this.windows.set(name, now + Math.max(0, res.msBeforeNext));
  }

  override async get(...args: Parameters<RateLimiterMemory["get"]>) {
    return this.refusal(args[0]) ?? super.get(...args);
  }

  override async consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    const refused = this.refusal(args[0]);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- rate-limiter-flexible refuses with its RateLimiterRes, and callers test for it
    if (refused) throw refused;
    try {
      const res = await super.consume(...args);
      this.track(args[0], res);
      return res;
    } catch (error) {
      if (error instanceof RateLimiterRes) this.track(args[0], error);
      throw error;
    }
  }

  /** A failure of a new key while the bucket is full is not counted (it only ever slows). */
  override async penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    const refused = this.refusal(args[0]);
    if (refused) return new RateLimiterRes(this.points, 0, 0, false);
    const res = await super.penalty(...args);
    this.track(args[0], res);
    return res;
  }
}

/** The in-memory limiter that takes over while Redis fails; says so once per outage. */
class FallbackLimiter extends BoundedMemoryLimiter {
  constructor(
    options: IRateLimiterOptions,
    maxKeys: number,
    private readonly notice: () => void,
  ) {
    super(options, maxKeys);
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.notice();
    return super.consume(...args);
  }

  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.notice();
    return super.penalty(...args);
  }

  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.notice();
    return super.get(...args);
  }
}

/** A limiter in Redis that counts in this process while Redis fails or is slow (also for two-factor-challenge.server.ts). */
export function redisLimiter(
  options: IRateLimiterOptions,
  redis: SharedRedis,
  maxKeys = MEMORY_KEYS_PER_LIMIT,
): RateLimiterAbstract {
  const insuranceLimiter = new FallbackLimiter(options, maxKeys, () =>
    redis.warnOnce(
      "rate-limit",
      `[shared-state] rate limits: Redis at ${redis.where} did not answer; counting in this process until it is back`,
    ),
  );
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: redis.client,
    useRedisPackage: true,
    // While disconnected, fail over at once instead of queueing (node-redis's MULTI ignores
    // disableOfflineQueue); a Redis that is connected but silent is cut off by the wrapper below.
    rejectIfRedisNotReady: true,
    insuranceLimiter,
  });
  return new RLWrapperTimeouts({ limiter, insuranceLimiter, timeoutMs: REDIS_COMMAND_TIMEOUT_MS });
}

/**
 * One limiter per bucket: in Redis with an in-memory insurance when `redis` is given, else in
 * memory; either way at most `memoryKeys` keys per bucket in this process.
 */
export function createAbuseLimits({
  redis,
  memoryKeys = MEMORY_KEYS_PER_LIMIT,
}: { redis?: SharedRedis; memoryKeys?: number } = {}): AbuseLimits {
  const make = (options: IRateLimiterOptions) =>
    redis ? redisLimiter(options, redis, memoryKeys) : new BoundedMemoryLimiter(options, memoryKeys);
  const limits: Partial<AbuseLimits> = {};
  for (const name of Object.keys(ABUSE_LIMITS) as AbuseLimitName[]) limits[name] = make(ABUSE_LIMITS[name]);
  return limits as AbuseLimits;
}

let processLimits: AbuseLimits | undefined;

function defaultLimits(): AbuseLimits {
  processLimits ??= createAbuseLimits({ redis: sharedRedis() });
  return processLimits;
}

const accountKey = (account: string) => account.trim().toLowerCase() || "(none)";

/** The four leading groups of an IPv6 address written out ("" when it is not one). */
function ipv6Prefix64(address: string): string {
  const [head = "", tail] = address.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = groups(tail);
  const last = right.length > 0 ? right : left;
  // An IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is two groups.
  if (last.at(-1)?.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = last.pop()!.split(".").map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const full =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":");
}

/**
 * The bucket of a client address: an IPv4 address as it is (also when written IPv4-mapped),
 * an IPv6 address by its /64, the block one subscriber or one machine is handed: counting
 * each of its addresses apart would give one visitor billions of buckets.
 */
export function ipBucket(address: string): string {
  const plain = address.trim().toLowerCase().split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(plain) === 4) return plain;
  if (isIP(plain) === 6) return `${ipv6Prefix64(plain)}::/64`;
  return plain || "unknown";
}

/** Whole seconds until `res`'s window ends, at least 1, for Retry-After. */
const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The wait a limit imposes now: 0 under it, or when its window is over. */
function waitFor(res: RateLimiterRes | null, points: number): number {
  if (!res || res.consumedPoints < points || res.msBeforeNext <= 0) return 0;
  return secondsUntil(res);
}

type Hit = readonly [AbuseLimitName, string];

/**
 * Checks every bucket of `hits` and, when none is full, counts one in each; a bucket of
 * `onlyIf` is checked and counted only when `onlyIf` says so, from what the buckets read (one
 * round trip to read, one to count). Resolves to the seconds to wait when one is full (nothing
 * is counted then), or 0. Never rejects: a limiter that fails beyond its fallback lets the
 * attempt through and logs why.
 */
async function take(
  what: string,
  hits: readonly Hit[],
  limits: AbuseLimits,
  only?: { hit: Hit; read: Hit; when: (read: RateLimiterRes | null) => boolean },
): Promise<number> {
  try {
    const reads = only ? [...hits, only.hit, only.read] : hits;
    const states = await Promise.all(reads.map(([name, key]) => limits[name].get(key)));
    const counted = only?.when(states.at(-1) ?? null) ? [...hits, only.hit] : hits;
    const wait = Math.max(
      0,
      ...counted.map(([name], index) => waitFor(states[index] ?? null, ABUSE_LIMITS[name].points)),
    );
    if (wait > 0) return wait;
    await Promise.all(counted.map(([name, key]) => limits[name].consume(key)));
    return 0;
  } catch (error) {
    // Another instance took the last point between the check and the count.
    if (error instanceof RateLimiterRes) return secondsUntil(error);
    console.error(`[rate-limit] the ${what} limits could not be checked; the attempt goes ahead:`, error);
    return 0;
  }
}

/**
 * One sign-in attempt (a password, a two-factor code, a social credential) at `account` from
 * `client`: resolves to the seconds to wait, or 0 when it may go ahead (and is counted). Once
 * the account had 100 failures this hour, from anyone, each address gets 1 attempt a minute at
 * it. While the failures bucket is full (failures on 20,000 accounts this hour), an account it
 * has no room for counts as such too.
 */
export async function takeAuthAttempt(
  account: string,
  client: string,
  limits: AbuseLimits = defaultLimits(),
): Promise<number> {
  const key = accountKey(account);
  const ip = ipBucket(client);
  const accountFromIp = `${key}|${ip}`;
  return take(
    "sign-in",
    [
      ["signInPerIp", ip],
      ["signInPerAccountAndIp", accountFromIp],
    ],
    limits,
    {
      hit: ["signInSlowedPerAccountAndIp", accountFromIp],
      read: ["signInFailuresPerAccount", key],
      when: (failures) => waitFor(failures, ABUSE_LIMITS.signInFailuresPerAccount.points) > 0,
    },
  );
}

/** Counts a failed sign-in against the account, from anyone (100 an hour slow it down). */
export async function recordAuthFailure(account: string, limits: AbuseLimits = defaultLimits()): Promise<void> {
  try {
    await limits.signInFailuresPerAccount.penalty(accountKey(account));
  } catch (error) {
    console.error("[rate-limit] a sign-in failure could not be counted:", error);
  }
}

/** One password-recovery request for `email` from `client`: seconds to wait, or 0. */
export function takeRecoveryRequest(email: string, client: string, limits: AbuseLimits = defaultLimits()) {
  return take(
    "password recovery",
    [
      ["recoveryPerIp", ipBucket(client)],
      ["recoveryPerEmail", accountKey(email)],
    ],
    limits,
  );
}

/** One quick sign-up for `email` from `client`: seconds to wait, or 0. */
export function takeSignUpRequest(email: string, client: string, limits: AbuseLimits = defaultLimits()) {
  return take(
    "sign-up",
    [
      ["signUpPerIp", ipBucket(client)],
      ["signUpPerEmail", accountKey(email)],
    ],
    limits,
  );
}

/**
 * One booking attempt by the visitor whose checkout secret is `visitorSecret`, from `client`:
 * seconds to wait, or 0. The secret is counted by its hash, so no store holds it.
 */
export function takeCheckoutAttempt(visitorSecret: string, client: string, limits: AbuseLimits = defaultLimits()) {
  const visitor = createHash("sha256").update(visitorSecret).digest("base64url").slice(0, 22);
  return take(
    "checkout",
    [
      ["checkoutPerIp", ipBucket(client)],
      ["checkoutPerVisitor", visitor],
    ],
    limits,
  );
}

/** One form draft kept for a visitor from `client` (form-resume.server.ts): seconds to wait, or 0. */
export function takeFormDraft(client: string, limits: AbuseLimits = defaultLimits()) {
  return take("form draft", [["formDraftsPerIp", ipBucket(client)]], limits);
}

/** The readable refusal of every limit (with the same seconds in Retry-After). */
export function tooManyAttempts(wait: number): string {
  return wait >= 120
    ? `Too many attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.`
    : `Too many attempts. Please wait ${wait} seconds and try again.`;
}

/**
 * The client's address for the per-client limits: the one the server put in
 * requestOriginContext (the socket's, or a trusted proxy's X-Forwarded-For entry when TRUST_PROXY
 * trusts it). Headers of the request itself are never read, so a client cannot pick its bucket.
 */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(requestOriginContext).clientIp;
}
