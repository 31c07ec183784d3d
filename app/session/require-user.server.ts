import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { cacheHeaders } from "~/lib/cache-policy";
import { ampAwarePath } from "~/lib/amp-path";
import { sessionContext } from "~/request-context";

/**
 * Pages for signed-in visitors: without a session token, send them to sign in and back
 * (the no-JavaScript path of the SPEC 4 login action). The redirect is as personal as the page.
 */
export function requireSession(context: Readonly<RouterContextProvider>, url: URL): string {
  const token = context.get(sessionContext).token;
  if (!token) throw redirect(loginPath(url), { headers: cacheHeaders("personal") });
  return token;
}

/** The sign-in page (the /amp one for an /amp page) that comes back to `url`; `type` picks its form. */
export function loginPath(url: URL, type?: "vendor"): string {
  const back = `redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return ampAwarePath(`/login?${type ? `type=${type}&` : ""}${back}`, url);
}

/**
 * A personal call answered 401: the token is no longer good. The session ends (the cookie is
 * cleared) and the visitor signs in again and comes back, instead of seeing an error page.
 */
export function endSessionIfUnauthorized(
  context: Readonly<RouterContextProvider>,
  url: URL,
  failure: { status: number },
): void {
  if (failure.status !== 401) return;
  context.get(sessionContext).ended = true;
  throw redirect(loginPath(url), { headers: cacheHeaders("personal") });
}
