import { createHmac, randomBytes } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Env } from "~/env.server";

/**
 * The booking's Idempotency-Key is bound to the visitor (docs/decisions/008-cache-keys.md):
 * it is made when the form is posted, from two halves that are each useless alone:
 *
 * - the form key, new with every render of the checkout form, in a hidden field: a double submit
 *   (or the browser re-sending the same post) carries the same one, a reload gets a new one;
 * - the visitor's checkout secret, random, in an HttpOnly cookie no page ever shows.
 *
 * The key sent to the API is HMAC-SHA256(secret, form key). It is in no response at all, and
 * even a copy of the form served to the wrong visitor (a misconfigured cache) would give that
 * visitor a key of their own: two visitors never share a booking.
 */
export const CHECKOUT_SECRET_COOKIE = "checkout_secret";

/** A week: a form left open for days still books; the next checkout after that gets a new secret. */
export const CHECKOUT_SECRET_MAX_AGE_SECONDS = 604_800;

/** 32 random bytes, base64url. */
const SECRET_PATTERN = /^[\w-]{43}$/;
const FORM_KEY_PATTERN = /^[\w-]{16,64}$/;

export function readCheckoutSecret(request: Request): string | undefined {
  const header = request.headers.get("Cookie");
  const value = header ? parseCookie(header)[CHECKOUT_SECRET_COOKIE] : undefined;
  return value && SECRET_PATTERN.test(value) ? value : undefined;
}

export function newCheckoutSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function checkoutSecretSetCookie(secret: string, env: Pick<Env, "APP_ENV">): string {
  const local = env.APP_ENV === "local";
  return stringifySetCookie(CHECKOUT_SECRET_COOKIE, secret, {
    path: "/",
    httpOnly: true,
    secure: !local,
    sameSite: "lax",
    maxAge: CHECKOUT_SECRET_MAX_AGE_SECONDS,
  });
}

/** The form's half, one per render. */
export function newFormKey(): string {
  return crypto.randomUUID();
}

export function isFormKey(value: string): boolean {
  return FORM_KEY_PATTERN.test(value);
}

/** The Idempotency-Key of POST /guest/bookings: the same secret and form key always give the same one. */
export function idempotencyKeyFor(secret: string, formKey: string): string {
  return createHmac("sha256", secret).update(formKey).digest("base64url");
}
