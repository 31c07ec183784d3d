import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { RequestOrigin } from "~/request-context";

export const SITE = "http://localhost:3000";
const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");

/**
 * The production server build as one in-process request handler: every middleware, loader,
 * action and the HTML render, exactly as `npm start` runs them, without a socket. The upstream
 * (API_BASE_URL) is whatever MSW answers in the calling test. `clientIp` is the visitor's
 * address as the server would have put it in the request's context (its socket's, or a trusted
 * proxy's); without it every request comes from "unknown".
 */
export async function siteHandler() {
  if (!existsSync(BUILD))
    throw new Error("These tests run against the production build: run `npm run build` first (npm test does).");
  // The server bundle is our Express server (server/app.ts); it exports the React Router build it
  // serves and the context key of the request's origin.
  const { build, requestOriginContext } = (await import(pathToFileURL(BUILD).href)) as {
    build: ServerBuild;
    requestOriginContext: RouterContext<RequestOrigin>;
  };
  const handle = createRequestHandler(build, "production");
  return (path: string, init: RequestInit = {}, { clientIp }: { clientIp?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== "GET") headers.set("Origin", SITE);
    const context = new RouterContextProvider();
    if (clientIp) context.set(requestOriginContext, { clientIp, requestId: "", viaTrustedProxy: false });
    return handle(new Request(new URL(path, SITE), { ...init, headers }), context);
  };
}
