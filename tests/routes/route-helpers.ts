import { RouterContextProvider, isRouteErrorResponse } from "react-router";
import { API } from "../support/demo-api";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";

export { API, demoApiServer, signIn, tokenFor } from "../support/demo-api";

/** A context like the root middleware makes: one API client, optionally with a token. */
export function contextWithApi(token?: string) {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  return context;
}

/**
 * Route arguments as the root middleware prepares them (a session and an API client with its
 * token), for a GET of `path` or a POST of `body` (a form, or fields with repeatable values).
 */
export function routeArgs(
  path: string,
  token: string | undefined,
  body?: Record<string, string | string[]> | FormData,
  params: Record<string, string> = {},
) {
  const url = new URL(path, "http://localhost:3000");
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  let init: RequestInit = {};
  if (body instanceof FormData) init = { method: "POST", body };
  else if (body) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) for (const each of [value].flat()) form.append(name, each);
    init = { method: "POST", body: form };
  }
  return { session, value: { request: new Request(url, init), url, context, params } as never };
}

/** Loader arguments for a GET of `path` with the given route params. */
export function loaderArgs(path: string, params: Record<string, string> = {}, token?: string) {
  const url = new URL(path, "http://localhost:3000");
  return { request: new Request(url), url, params, context: contextWithApi(token), unstable_pattern: "" } as never;
}

/** Runs a loader that is expected to throw, and returns what it threw as status + body. */
export async function thrown(run: () => unknown): Promise<{ status: number; data: unknown; location: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null, location: error.headers.get("Location") };
    if (isRouteErrorResponse(error) || (error && typeof error === "object" && "init" in error)) {
      const value = error as unknown as { data: unknown; init?: { status?: number }; status?: number };
      return { status: value.init?.status ?? value.status ?? 0, data: value.data, location: null };
    }
    throw error;
  }
  throw new Error("expected the loader to throw");
}
