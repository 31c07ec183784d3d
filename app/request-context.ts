import { createContext } from "react-router";
import type { ApiClient } from "~/api/client.server";

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
