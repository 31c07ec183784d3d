import { parseCookie, stringifySetCookie } from "cookie";
import { type CookieDomainEnv, cookieDomain } from "~/session/cookie-domain.server";

export const TOKEN_COOKIE_NAME = "auth_token";

/** SPEC 9: the auth token lives 30 days. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 2_592_000;

export function readToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  const value = parseCookie(header)[TOKEN_COOKIE_NAME];
  return value && /^[\w.~+/=-]{1,4096}$/.test(value) ? value : undefined;
}

/** The auth cookie came with the request, valid or not: the visitor counts as signed in for caching. */
export function hasTokenCookie(request: Request): boolean {
  const header = request.headers.get("Cookie");
  return Boolean(header && parseCookie(header)[TOKEN_COOKIE_NAME] !== undefined);
}

/**
 * SPEC 9 attributes: path /, 30 days; outside local development Secure, SameSite=Strict and the
 * parent domain (cookieDomain: COOKIE_DOMAIN, else SITE_URL's registrable domain); locally
 * SameSite=Lax. HttpOnly on purpose (DESIGN.md, README).
 */
function cookieAttributes(env: CookieDomainEnv) {
  const local = env.APP_ENV === "local";
  return {
    path: "/",
    httpOnly: true,
    secure: !local,
    sameSite: local ? ("lax" as const) : ("strict" as const),
    domain: cookieDomain(env),
  };
}

export function tokenSetCookie(token: string, env: CookieDomainEnv): string {
  return stringifySetCookie(TOKEN_COOKIE_NAME, token, {
    ...cookieAttributes(env),
    maxAge: TOKEN_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearTokenSetCookie(env: CookieDomainEnv): string {
  return stringifySetCookie(TOKEN_COOKIE_NAME, "", {
    ...cookieAttributes(env),
    maxAge: 0,
    expires: new Date(0),
  });
}
