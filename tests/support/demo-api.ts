import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createHandlers } from "../../mocks/handlers";
import { DEMO_PASSWORD } from "../../mocks/seed/accounts";
import type { Store } from "../../mocks/store";

/** The demo API's address in the tests: API_BASE_URL of vitest.config.ts, which the site calls. */
export const API = "https://api.test";

/**
 * The demo API (mocks/handlers.ts) at API for the calling test file, refusing any call it has
 * no handler for. Handlers a test adds with `server.use(…)` last until the end of that test.
 * `requests` is every upstream URL of the current test, so tests can assert the exact queries.
 * Pass a `store` (mocks/store.ts createStore) to read or seed the demo's state; otherwise it
 * has a fresh one of its own.
 */
export function demoApiServer({ store }: { store?: Store } = {}) {
  const requests: URL[] = [];
  const server = setupServer(...createHandlers(API, store));
  server.events.on("request:start", ({ request }) => {
    requests.push(new URL(request.url));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** The code of the demo's two-factor accounts (mocks/seed/accounts.ts). */
export const DEMO_TWO_FACTOR_CODE = "123456";

/** The demo's accounts (docs/api.md), each with the sign-in the site uses for it. */
export const DEMO_ACCOUNTS = {
  /** Grace Guest, a traveller. */
  guest: { email: "guest@example.com", as: "guest" },
  /** Olivia Owner. */
  owner: { email: "owner@example.com", as: "vendor" },
  /** Arturo Agent, who manages 2fa@example.com's homes. */
  agent: { email: "agent@example.com", as: "vendor" },
  /** Tessa Twofactor, an owner with a second factor. */
  "2fa": { email: "2fa@example.com", as: "vendor" },
  /** Theo Twostep, an agent with a second factor. */
  twostep: { email: "twostep@example.com", as: "vendor" },
  /** Sasha Solo, a traveller with one session at a time: a new sign-in replaces the others. */
  solo: { email: "solo@example.com", as: "guest" },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export type AccountType = "guest" | "vendor";

/** A fresh API access token of a demo account, from the demo API at `api` (API by default). */
export function signIn(account: DemoAccount, { api = API }: { api?: string } = {}): Promise<string> {
  const { email, as } = DEMO_ACCOUNTS[account];
  return tokenFor(email, { as, api });
}

/**
 * A fresh API access token of any account: POST /{as}/login_json (a guest's by default), and
 * for an account with a second factor POST /two_factor_auth with its pending login and `code`.
 * A sign-in the API refuses throws, with its status and message.
 */
export async function tokenFor(
  email: string,
  {
    password = DEMO_PASSWORD,
    as = "guest",
    code = DEMO_TWO_FACTOR_CODE,
    api = API,
  }: { password?: string; as?: AccountType; code?: string; api?: string } = {},
): Promise<string> {
  let result = await post(`${api}/${as}/login_json`, { email, password }, email);
  if (result.two_factor_required && result.two_factor_token)
    result = await post(`${api}/two_factor_auth`, { two_factor_token: result.two_factor_token, code }, email);
  if (!result.access_token) throw new Error(`${email} did not get a token: ${JSON.stringify(result)}`);
  return result.access_token;
}

interface SignInResult {
  access_token?: string;
  two_factor_required?: boolean;
  two_factor_token?: string;
}

async function post(url: string, fields: Record<string, string>, email: string): Promise<SignInResult> {
  const response = await fetch(url, { method: "POST", body: new URLSearchParams(fields) });
  const body = (await response.json()) as { message?: string; data?: { result?: SignInResult } };
  if (!response.ok)
    throw new Error(`${email} could not sign in: POST ${url} answered ${response.status} ${body.message}`);
  return body.data?.result ?? {};
}
