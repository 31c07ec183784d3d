import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { isAmpPath } from "~/lib/canonical";
import { sessionContext } from "~/request-context";

/**
 * Pages for signed-in visitors: without a session token, send them to sign in and back
 * (the no-JavaScript path of the SPEC 4 login action).
 */
export function requireSession(context: Readonly<RouterContextProvider>, url: URL): string {
  const token = context.get(sessionContext).token;
  const login = isAmpPath(url.pathname) ? "/amp/login" : "/login";
  if (!token) throw redirect(`${login}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  return token;
}
