import { randomBytes } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import { EncryptJWT, jwtDecrypt } from "jose";
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { z } from "zod";
import type { Env } from "~/env.server";
import { redisLimiter } from "~/session/rate-limit.server";
import { signingKey } from "~/session/session-secret.server";
import { sharedRedis } from "~/shared-state/redis.server";

/**
 * Two-factor sign-in as a challenge: when the password step succeeds and the API asks for a
 * code, the site answers with a cookie that carries the API's pending-login token (login_json's
 * `two_factor_token`), the account and an expiry, encrypted and authenticated (a JWE, A256GCM
 * with a key derived from SESSION_SECRET): the browser holds it but can read nothing of it, so
 * the pending token can only be used through this site, with its limits. Every instance with the
 * same SESSION_SECRET reads it. The code step is taken only with that cookie, within 10 minutes,
 * for 5 codes at most, and once: a challenge's use is counted on the server (per challenge id,
 * in Redis with REDIS_URL so every instance agrees), so a copied or replayed cookie is worth
 * nothing after the sign-in or the fifth wrong code.
 */
export const TWO_FACTOR_CHALLENGE_COOKIE = "two_factor_challenge";

export const TWO_FACTOR_CHALLENGE_SECONDS = 600;
export const TWO_FACTOR_MAX_CODES = 5;

/** A code step without a live challenge: none, forged, expired, already used or ended by the API. */
export const TWO_FACTOR_EXPIRED = "Your sign-in has expired. Please sign in again with your email and password.";
export const TWO_FACTOR_ENDED =
  "That was the fifth wrong code, so this sign-in has ended. Please sign in again with your email and password.";

/**
 * The whole site: the code step is posted to /login, and with JavaScript to /login.data (React
 * Router's data requests), which a cookie path of /login would not match.
 */
const COOKIE_PATH = "/";
const KEY_PURPOSE = "two-factor-challenge-encryption";
/** Direct encryption with the derived 256-bit key: no key wrapping, nothing but AES-GCM to trust. */
const JWE_HEADER = { alg: "dir", enc: "A256GCM" } as const;

const challengeSchema = z.object({
  id: z.string().regex(/^[\w-]{22}$/),
  /** The API's pending-login token. */
  token: z.string().min(1).max(512),
  type: z.enum(["guest", "vendor"]),
  email: z.string().max(320),
  /** Epoch milliseconds. */
  expires: z.number().int(),
});

export type TwoFactorChallenge = z.infer<typeof challengeSchema>;

type ChallengeEnv = Pick<Env, "APP_ENV" | "SESSION_SECRET">;

const keyOf = (env: ChallengeEnv) => new Uint8Array(signingKey(KEY_PURPOSE, env));

function cookieAttributes(env: ChallengeEnv) {
  return { path: COOKIE_PATH, httpOnly: true, secure: env.APP_ENV !== "local", sameSite: "strict" as const };
}

/** A new challenge for the pending login the API answered with, and the cookie that holds it. */
export async function startChallenge(
  pending: { token: string; type: TwoFactorChallenge["type"]; email: string },
  env: ChallengeEnv,
): Promise<{ challenge: TwoFactorChallenge; setCookie: string }> {
  const challenge: TwoFactorChallenge = {
    id: randomBytes(16).toString("base64url"),
    ...pending,
    expires: Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000,
  };
  const value = await new EncryptJWT({ ...challenge }).setProtectedHeader(JWE_HEADER).encrypt(keyOf(env));
  const setCookie = stringifySetCookie(TWO_FACTOR_CHALLENGE_COOKIE, value, {
    ...cookieAttributes(env),
    maxAge: TWO_FACTOR_CHALLENGE_SECONDS,
  });
  return { challenge, setCookie };
}

export function clearChallengeSetCookie(env: ChallengeEnv): string {
  return stringifySetCookie(TWO_FACTOR_CHALLENGE_COOKIE, "", {
    ...cookieAttributes(env),
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The request's challenge when it decrypts with this site's key and has not expired; undefined otherwise. */
export async function readChallenge(request: Request, env: ChallengeEnv): Promise<TwoFactorChallenge | undefined> {
  const header = request.headers.get("Cookie");
  const value = header ? parseCookie(header)[TWO_FACTOR_CHALLENGE_COOKIE] : undefined;
  if (!value) return undefined;
  let decrypted: unknown;
  try {
    ({ payload: decrypted } = await jwtDecrypt(value, keyOf(env), {
      keyManagementAlgorithms: [JWE_HEADER.alg],
      contentEncryptionAlgorithms: [JWE_HEADER.enc],
    }));
  } catch {
    // Not a JWE, another key's, or changed on the way: the authentication tag does not hold.
    return undefined;
  }
  const parsed = challengeSchema.safeParse(decrypted);
  if (!parsed.success || parsed.data.expires <= Date.now()) return undefined;
  return parsed.data;
}

/** Codes tried per challenge id; a used or ended challenge has them all spent. */
const CODE_LIMIT = {
  keyPrefix: "vr:2fa-challenge",
  points: TWO_FACTOR_MAX_CODES,
  // The window starts with the first code, after the challenge was made: it outlives the challenge.
  duration: TWO_FACTOR_CHALLENGE_SECONDS,
} as const satisfies IRateLimiterOptions;

let processLimiter: RateLimiterAbstract | undefined;

function codeLimiter(): RateLimiterAbstract {
  if (!processLimiter) {
    const redis = sharedRedis();
    processLimiter = redis ? redisLimiter(CODE_LIMIT, redis) : new RateLimiterMemory(CODE_LIMIT);
  }
  return processLimiter;
}

export type CodeAttempt =
  /** The code may be sent: this many more may follow it. */
  | { kind: "go"; left: number }
  /** The challenge was used, or every code was tried. */
  | { kind: "ended" }
  /** The count could not be kept: nothing is sent. */
  | { kind: "unavailable" };

/** Counts one code against the challenge before it is sent to the API. */
export async function takeCodeAttempt(
  challenge: TwoFactorChallenge,
  limiter: RateLimiterAbstract = codeLimiter(),
): Promise<CodeAttempt> {
  try {
    const res = await limiter.consume(challenge.id);
    return { kind: "go", left: res.remainingPoints };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { kind: "ended" };
    console.error("[two-factor] the challenge's codes could not be counted; the code is not sent:", error);
    return { kind: "unavailable" };
  }
}

/** Spends every code the challenge had left: after a sign-in, or when the API ended the pending login. */
export async function endChallenge(
  challenge: TwoFactorChallenge,
  limiter: RateLimiterAbstract = codeLimiter(),
): Promise<void> {
  try {
    await limiter.penalty(challenge.id, TWO_FACTOR_MAX_CODES);
  } catch (error) {
    console.error("[two-factor] a challenge could not be ended:", error);
  }
}
