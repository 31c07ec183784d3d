import { RouterContextProvider, isRouteErrorResponse } from "react-router";
import { createApiClient } from "~/api/client.server";
import { apiContext } from "~/request-context";

export const API = "https://api.test";

/** A context like the root middleware makes: one API client, optionally with a token. */
export function contextWithApi(token?: string) {
  const context = new RouterContextProvider();
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  return context;
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
