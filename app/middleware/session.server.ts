import type { MiddlewareFunction } from "react-router";
import { createApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { clearTokenSetCookie, readToken, tokenSetCookie } from "~/session/token-cookie.server";

/** Pages without their own policy (about, support, legal): a CDN may keep them ten minutes. */
export const STATIC_PAGE_CACHE = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";

/**
 * Reads the token cookie, gives loaders and actions one API client for this request, and
 * writes the cookie back: cleared when the session ended (a 409 from the API, a logout),
 * replaced when a new token was issued.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = getEnv();
  const session: RequestSession = { token: readToken(request), ended: false };
  context.set(sessionContext, session);
  context.set(
    apiContext,
    createApiClient({
      baseUrl: env.API_BASE_URL,
      token: session.token,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      requestId: context.get(requestOriginContext).requestId || undefined,
      onConflict: () => {
        session.ended = true;
      },
    }),
  );

  const response = await next();
  if (session.ended) {
    response.headers.append("Set-Cookie", clearTokenSetCookie(env));
  } else if (session.newToken) {
    response.headers.append("Set-Cookie", tokenSetCookie(session.newToken, env));
  }
  // Anything rendered for someone signed in (or signing in or out) is personal: no shared caches.
  if (session.token || session.ended || session.newToken) {
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  if (
    request.method === "GET" &&
    response.status === 200 &&
    !response.headers.has("Cache-Control") &&
    response.headers.get("Content-Type")?.startsWith("text/html")
  ) {
    response.headers.set("Cache-Control", STATIC_PAGE_CACHE);
  }
  // The page depends on the consent cookie (the banner), so a shared cache keeps one copy per cookie.
  if (response.headers.get("Cache-Control")?.includes("public")) response.headers.append("Vary", "Cookie");
  return response;
};
