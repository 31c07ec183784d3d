import type { MiddlewareFunction } from "react-router";
import { createApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { clearTokenSetCookie, readToken, tokenSetCookie } from "~/session/token-cookie.server";

/**
 * Reads the token cookie, gives loaders and actions one API client for this request, and
 * writes the cookie back: cleared when the session ended (a 409 from the API, a logout),
 * replaced when a new token was issued. Caching is the cache policy middleware's: an answer to
 * a signed-in visitor, or one that sets a cookie, is personal there.
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
  return response;
};
