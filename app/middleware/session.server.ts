import type { MiddlewareFunction } from "react-router";
import { createApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { carrySessionNotice, endSessionByConflict, sessionNoticeSetCookie } from "~/session/session-end.server";
import { clearTokenSetCookie, readToken, tokenSetCookie } from "~/session/token-cookie.server";

/**
 * Reads the token cookie, gives loaders and actions one API client for this request, and
 * writes the cookie back: cleared when the session ended (a 409 from the API, a logout),
 * replaced when a new token was issued. A 409 also leaves a notice for the next answer when this
 * one could not show it (session-end.server.ts). Caching is the cache policy middleware's: an
 * answer to a signed-in visitor, or one that sets a cookie, is personal there.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = getEnv();
  const session: RequestSession = { token: readToken(request), ended: false };
  context.set(sessionContext, session);
  carrySessionNotice(session, request);
  context.set(
    apiContext,
    createApiClient({
      baseUrl: env.API_BASE_URL,
      token: session.token,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      requestId: context.get(requestOriginContext).requestId || undefined,
      onConflict: () => endSessionByConflict(session),
    }),
  );

  const response = await next();
  if (session.ended) {
    response.headers.append("Set-Cookie", clearTokenSetCookie(env));
  } else if (session.newToken) {
    response.headers.append("Set-Cookie", tokenSetCookie(session.newToken, env));
  }
  const notice = sessionNoticeSetCookie(session, response, env);
  if (notice) response.headers.append("Set-Cookie", notice);
  return response;
};
