import type { MiddlewareFunction } from "react-router";
import { createApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { leavesOutRootData, pageOfDataRequest } from "~/lib/data-request";
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

  let response = await next();
  if (session.ended && request.method === "GET" && leavesOutRootData(new URL(request.url))) {
    response = loadAsDocument(response, new URL(request.url));
  }
  if (session.ended) {
    response.headers.append("Set-Cookie", clearTokenSetCookie(env));
  } else if (session.newToken) {
    response.headers.append("Set-Cookie", tokenSetCookie(session.newToken, env));
  }
  const notice = sessionNoticeSetCookie(session, response, env);
  if (notice) response.headers.append("Set-Cookie", notice);
  return response;
};

/**
 * A client navigation's data answer that leaves out the root's data (the root's shouldRevalidate
 * skips it on plain navigations) cannot show the visitor signed out when a call of its loaders
 * ended the session (a 409, a 401). The browser loads the page, or the page a loader sent it to,
 * as a document instead: its root loader runs without the token and shows the notice left for it.
 */
function loadAsDocument(response: Response, dataUrl: URL): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Remix-Reload-Document", "true");
  if (response.status >= 300 && response.status < 400 && headers.has("Location")) {
    return new Response(null, { status: response.status, headers });
  }
  void response.body?.cancel();
  for (const name of ["Content-Type", "Content-Length", "X-Remix-Response"]) headers.delete(name);
  headers.set("Location", pageOfDataRequest(dataUrl));
  return new Response(null, { status: 302, headers });
}
