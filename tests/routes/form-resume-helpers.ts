import { RouterContextProvider } from "react-router";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { API } from "./route-helpers";

/** A token the demo API no longer accepts: it answers 401 to it. */
export const REVOKED = "demo.1.revoked";

/**
 * A page's loader or action arguments, as the root middleware prepares them: a GET of `path`, or
 * a POST of `fields` (a form's text fields, or a FormData with files).
 */
export function call(
  path: string,
  {
    token,
    cookie,
    fields,
    params = {},
    client = "198.51.100.7",
  }: {
    token?: string;
    cookie?: string;
    fields?: Record<string, string> | FormData;
    params?: Record<string, string>;
    client?: string;
  } = {},
) {
  const url = new URL(path, "http://localhost:3000");
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  context.set(requestOriginContext, { clientIp: client, requestId: "", viaTrustedProxy: false });
  const headers = cookie ? { Cookie: cookie } : undefined;
  const body = fields instanceof FormData ? fields : fields ? new URLSearchParams(fields) : undefined;
  const request = new Request(url, body ? { method: "POST", body, headers } : { headers });
  return { session, args: { request, url, context, params } as never, request, url, context };
}

/** What an answer that sends the visitor to sign in says: where, the draft's id, its cookie. */
export async function signInRedirect(run: () => unknown) {
  let answer: unknown;
  try {
    await run();
  } catch (error) {
    answer = error;
  }
  if (!(answer instanceof Response)) throw new Error("expected the action to throw a redirect");
  const location = answer.headers.get("Location") ?? "";
  const back = new URL(new URL(location, "http://localhost:3000").searchParams.get("redirectTo") ?? "", "http://x");
  const setCookie = answer.headers.get("Set-Cookie");
  return {
    status: answer.status,
    location,
    cacheControl: answer.headers.get("Cache-Control"),
    back: `${back.pathname}${back.search}`,
    draftId: back.searchParams.get("draft"),
    setCookie,
    cookie: setCookie?.split(";")[0],
  };
}
