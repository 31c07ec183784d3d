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
 * The sign-in family of actions (sign-in, sign-up, two-factor, password recovery) on
 * rate-limiter-flexible: about 5 attempts a minute and 100 failures an hour per account, 30
 * attempts a minute per client address. Each window starts with its first hit (the library's
 * fixed window). With REDIS_URL the counts live in Redis, shared by every instance; without it
 * in this process.
 */
export const AUTH_LIMITS = {
  attemptsPerAccount: { keyPrefix: "vr:rl:auth-account", points: 5, duration: 60 },
  failuresPerAccount: { keyPrefix: "vr:rl:auth-failures", points: 100, duration: 3600 },
  attemptsPerClient: { keyPrefix: "vr:rl:auth-client", points: 30, duration: 60 },
} as const satisfies Record<string, IRateLimiterOptions>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;
export type AuthLimits = Record<AuthLimitName, RateLimiterAbstract>;

/** The in-memory limiter that takes over while Redis fails; says so once per outage. */
class FallbackLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly notice: () => void,
  ) {
    super(options);
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
export function redisLimiter(options: IRateLimiterOptions, redis: SharedRedis): RateLimiterAbstract {
  const insuranceLimiter = new FallbackLimiter(options, () =>
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

/** One limiter per rule: in Redis with an in-memory insurance when `redis` is given, else in memory. */
export function createAuthLimits({ redis }: { redis?: SharedRedis } = {}): AuthLimits {
  const make = (options: IRateLimiterOptions) =>
    redis ? redisLimiter(options, redis) : new RateLimiterMemory(options);
  return {
    attemptsPerAccount: make(AUTH_LIMITS.attemptsPerAccount),
    failuresPerAccount: make(AUTH_LIMITS.failuresPerAccount),
    attemptsPerClient: make(AUTH_LIMITS.attemptsPerClient),
  };
}

let processLimits: AuthLimits | undefined;

function defaultLimits(): AuthLimits {
  processLimits ??= createAuthLimits({ redis: sharedRedis() });
  return processLimits;
}

const accountKey = (account: string) => account.trim().toLowerCase() || "(none)";

/** Whole seconds until `res`'s window ends, at least 1, for Retry-After. */
const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The wait a limit imposes now: 0 under it, or when its window is over. */
function waitFor(res: RateLimiterRes | null, points: number): number {
  if (!res || res.consumedPoints < points || res.msBeforeNext <= 0) return 0;
  return secondsUntil(res);
}

/**
 * Checks and counts one attempt. Resolves to the seconds to wait when a limit is reached
 * (nothing is counted then), or 0 when the attempt may go ahead. Never rejects: a limiter that
 * fails beyond its fallback lets the attempt through and logs why.
 */
export async function takeAuthAttempt(
  account: string,
  client: string,
  limits: AuthLimits = defaultLimits(),
): Promise<number> {
  const key = accountKey(account);
  try {
    const [attempts, failures, clientAttempts] = await Promise.all([
      limits.attemptsPerAccount.get(key),
      limits.failuresPerAccount.get(key),
      limits.attemptsPerClient.get(client),
    ]);
    const wait = Math.max(
      waitFor(attempts, AUTH_LIMITS.attemptsPerAccount.points),
      waitFor(failures, AUTH_LIMITS.failuresPerAccount.points),
      waitFor(clientAttempts, AUTH_LIMITS.attemptsPerClient.points),
    );
    if (wait > 0) return wait;
    await Promise.all([limits.attemptsPerAccount.consume(key), limits.attemptsPerClient.consume(client)]);
    return 0;
  } catch (error) {
    // Another instance took the last point between the check and the count.
    if (error instanceof RateLimiterRes) return secondsUntil(error);
    console.error("[rate-limit] the sign-in limits could not be checked; the attempt goes ahead:", error);
    return 0;
  }
}

/** Counts a failed sign-in against the account (100 an hour lock it for the rest of the hour). */
export async function recordAuthFailure(account: string, limits: AuthLimits = defaultLimits()): Promise<void> {
  try {
    await limits.failuresPerAccount.penalty(accountKey(account));
  } catch (error) {
    console.error("[rate-limit] a sign-in failure could not be counted:", error);
  }
}

/**
 * The client's address for the per-client limit: the one the server put in
 * requestOriginContext (the socket's, or a trusted proxy's X-Forwarded-For entry when TRUST_PROXY
 * trusts it). Headers of the request itself are never read, so a client cannot pick its bucket.
 */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(requestOriginContext).clientIp;
}
