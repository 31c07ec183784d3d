import { createContext } from "react-router";
import type { ApiClient } from "~/api/client.server";
import type { MethodRefusal } from "~/lib/http-methods";

/**
 * The text of a built stylesheet by the URL the page links it at (server/built-stylesheets.ts), so
 * the page can carry it; nothing where no server read the build (dev, in-process tests).
 */
export const stylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined);

/** The per-response CSP nonce, made by the root middleware and used by entry.server. */
export const nonceContext = createContext<string>("");

export interface RequestSession {
  token?: string;
  /** Set when the session must end (HTTP 409 from the API, logout); the middleware clears the cookie. */
  ended: boolean;
  /** A token to store in the cookie when this request signed someone in. */
  newToken?: string;
}

export const sessionContext = createContext<RequestSession>();
export const apiContext = createContext<ApiClient>();

/** What the HTTP server knows of a request beyond its URL and headers (server/app.ts sets it). */
export interface RequestOrigin {
  /** The visitor's address: the socket's, or a trusted proxy's X-Forwarded-For entry (TRUST_PROXY). */
  clientIp: string;
  /** X-Request-Id from a trusted proxy, else generated: in the request's log line and sent upstream. */
  requestId: string;
  /** The request came through a proxy that TRUST_PROXY trusts, so headers it sets can be believed. */
  viaTrustedProxy: boolean;
}

/** Without a server in front (in-process tests), a request comes from nowhere in particular. */
export const requestOriginContext = createContext<RequestOrigin>({
  clientIp: "unknown",
  requestId: "",
  viaTrustedProxy: false,
});

/** The server's count of the request body against its cap (app/lib/request-body-limits.ts). */
export interface RequestBodyState {
  limitBytes: number;
  /** True once the body was found larger than the cap, declared or streamed; nothing past it was read. */
  exceeded: () => boolean;
}

/** In-process tests have no server counting bytes: no body is ever over a cap there. */
export const requestBodyContext = createContext<RequestBodyState>({
  limitBytes: Number.POSITIVE_INFINITY,
  exceeded: () => false,
});

/**
 * Set by the server for a request whose method the site does not serve (server/app.ts): it is
 * handed to React Router as a GET, which renders the error page with the refusal's status.
 */
export const methodRefusalContext = createContext<MethodRefusal | null>(null);

/**
 * The server answers the API's pictures at the site's own /pictures (server/picture-proxy.ts), so
 * pages may point there; false where no server does (the dev server, in-process tests).
 */
export const servesPicturesContext = createContext<boolean>(false);
