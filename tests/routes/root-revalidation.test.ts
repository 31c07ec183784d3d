import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { SIGNED_IN_AS_GRACE, expectSignedOut, setCookies } from "../support/session-pages";
import { decodeSingleFetch } from "../support/single-fetch";
import type { RootData } from "~/session/root-data";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * The root's data is not part of a plain client navigation (its shouldRevalidate, issue 19), so
 * the server answers for it otherwise, through the production build against the demo API: a
 * navigation whose loaders end the session loads its page as a document, and the root's data
 * asked for after a form post keeps the session through an outage of the profile call.
 */

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  logs.discardSiteLogs();
});

const withToken = (token: string) => ({ headers: { Cookie: `auth_token=${token}` } });
const answering = (status: number) => () => HttpResponse.json({ message: `Answered ${status}` }, { status });

/** A single-fetch redirect, as React Router's browser code reads it: [target, reload as a document]. */
async function singleFetchRedirect(response: Response): Promise<[string, boolean]> {
  expect(response.status).toBe(202);
  const { redirect } = await decodeSingleFetch(response);
  expect(redirect).toBeDefined();
  return [redirect!.redirect, redirect!.reload];
}

/** The root's data in a data answer: what the browser's root clientLoader gets from serverLoader(). */
async function rootData(response: Response): Promise<RootData> {
  expect(response.status).toBe(200);
  const { routes } = await decodeSingleFetch(response);
  return routes.root!.data as RootData;
}

describe("a navigation whose own loaders end the session (the root's data left out)", () => {
  it("a 409: the page is loaded as a document, its query kept; the token is cleared and the notice left for that load", async () => {
    const token = await signIn("guest");
    api.use(http.get(`${API}/guest/wishlists`, answering(409)));
    const response = await request("/wishlists.data?page=2&_routes=wishlists", withToken(token));
    expect(await singleFetchRedirect(response)).toEqual(["/wishlists?page=2", true]);
    expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(setCookies(response).session_notice).toMatch(/^session_notice=conflict; Max-Age=300;/);
  });

  it("a 401 that sends the visitor to sign in: that redirect is followed as a document load", async () => {
    const token = await signIn("guest");
    api.use(http.get(`${API}/guest/wishlists`, answering(401)));
    const response = await request("/wishlists.data?_routes=wishlists", withToken(token));
    expect(await singleFetchRedirect(response)).toEqual(["/login?redirectTo=%2Fwishlists", true]);
    expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
  });

  it("no session ended: the ordinary data answer, nothing reloaded", async () => {
    const token = await signIn("guest");
    const response = await request("/wishlists.data?_routes=wishlists", withToken(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Remix-Reload-Document")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a redirect of a signed-out visitor (no session to end) stays a client navigation", async () => {
    const response = await request("/wishlists.data?_routes=wishlists");
    expect(await singleFetchRedirect(response)).toEqual(["/login?redirectTo=%2Fwishlists", false]);
  });
});

describe("the profile call, at start-up and when the browser asks again", () => {
  it("a page loaded as a document whose profile call fails (503) logs out, as SPEC 4 says of start-up", async () => {
    const token = await signIn("guest");
    api.use(http.get(`${API}/vendor/agents/show_lean`, answering(503)));
    const response = await request("/", withToken(token));
    expectSignedOut(await response.text());
    expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
  });

  it("the root's data asked for again in the browser, the profile call failing with a 503: the session is kept, the data says the profile is unavailable", async () => {
    const token = await signIn("guest");
    api.use(http.get(`${API}/vendor/agents/show_lean`, answering(503)));
    const response = await request("/_.data?_routes=root", withToken(token));
    expect(await rootData(response)).toMatchObject({
      profileUnavailable: true,
      user: null,
      roles: null,
      notice: {
        message: "We could not load your account just now. You are still signed in: try again in a moment.",
        tone: "info",
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("the same when the API cannot be reached at all", async () => {
    const token = await signIn("guest");
    api.use(http.get(`${API}/vendor/agents/show_lean`, () => HttpResponse.error()));
    const response = await request("/_.data?_routes=root", withToken(token));
    expect(await rootData(response)).toMatchObject({ profileUnavailable: true, user: null });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([401, 409])(
    "the root's data asked for again, the API refusing the token (%i): logged out",
    async (status) => {
      const token = await signIn("guest");
      api.use(http.get(`${API}/vendor/agents/show_lean`, answering(status)));
      const response = await request("/_.data?_routes=root", withToken(token));
      expect(await rootData(response)).toMatchObject({ profileUnavailable: false, user: null, roles: null });
      expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    },
  );

  it("the root's data with the profile loaded: signed in, nothing unavailable", async () => {
    const token = await signIn("guest");
    const response = await request("/_.data?_routes=root", withToken(token));
    const data = await rootData(response);
    expect([data.profileUnavailable, data.user?.first_name, data.notice]).toEqual([false, "Grace", null]);
    const page = await request("/", withToken(token));
    expect(await page.text()).toContain(SIGNED_IN_AS_GRACE);
  });
});
