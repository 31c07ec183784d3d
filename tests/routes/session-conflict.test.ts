import { HttpResponse, delay, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { SIGNED_IN_AS_GRACE, expectSignedOut, setCookies } from "../support/session-pages";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * A 409 from any call of a request signs out the very page that received it, with a toast that
 * says why (issue 17, item 8), through the production build in process against the demo API.
 */

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

/** Every upstream call as "METHOD /path Authorization". */
const upstream: string[] = [];
api.events.on("request:start", ({ request: call }) => {
  upstream.push(`${call.method} ${new URL(call.url).pathname} ${call.headers.get("Authorization") ?? "-"}`);
});

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  upstream.length = 0;
});

const NOTICE = "You have been signed out because your session is no longer valid";
/** A fresh token for the demo's guest; the call to get it is not one of the page's. */
async function guestToken(): Promise<string> {
  const token = await signIn("guest");
  upstream.length = 0;
  return token;
}

const page = (path: string, cookie: string) => request(path, { headers: { Cookie: cookie } });

describe("a 409 signs out the page that received it (issue 17, item 8)", () => {
  const conflict = () => HttpResponse.json({ message: "Session replaced" }, { status: 409 });

  /**
   * The page's 409 answered before the root's profile call (`before`), or only once the root
   * loader has returned its data (`after`): either way the same answer is signed out.
   */
  function conflictArriving(order: "before" | "after") {
    api.use(
      http.get(`${API}/vendor/agents/show_lean`, async () => {
        if (order === "before") await delay(300);
        // Nothing returned: the demo's own handler answers.
      }),
      http.get(`${API}/guest/wishlists`, async () => {
        if (order === "after") await delay(300);
        return conflict();
      }),
    );
  }

  it.each(["before", "after"] as const)(
    "a 409 from the page's own loader (%s the root's profile answer): that very page renders signed out, with a toast that says why",
    async (order) => {
      const token = await guestToken();
      conflictArriving(order);
      const response = await page("/wishlists", `auth_token=${token}`);
      const html = await response.text();
      // The root's profile call succeeded beside the page's loader; the page is signed out anyway.
      expect(upstream).toEqual(
        expect.arrayContaining([
          `GET /vendor/agents/show_lean Bearer ${token}`,
          `GET /guest/wishlists Bearer ${token}`,
        ]),
      );
      expectSignedOut(html);
      expect(html).toMatch(new RegExp(`<li [^>]*><p [^>]*>${NOTICE}`));
      expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
      // Shown here, so nothing is left for the next page.
      expect(setCookies(response).session_notice).toBeUndefined();
      expect(logs.take()).toEqual(["error: [api] GET /guest/wishlists failed (409): Session replaced"]);
    },
  );

  it("the same in a client navigation's data answer: the root's data says signed out and why", async () => {
    const token = await guestToken();
    conflictArriving("after");
    const response = await page("/wishlists.data", `auth_token=${token}`);
    const body = await response.text();
    expect(body).toContain(NOTICE);
    expect(body).not.toContain("Grace");
    expect(setCookies(response).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    logs.discardSiteLogs();
  });

  it("a 409 in a form post without JavaScript: the page rendered after the action is signed out, with the toast", async () => {
    const token = await guestToken();
    api.use(http.post(`${API}/guest/wishlists`, conflict));
    const posted = await request("/wishlists", {
      method: "POST",
      headers: { Cookie: `auth_token=${token}` },
      body: new URLSearchParams({ intent: "create", name: "Summer" }),
    });
    const html = await posted.text();
    expectSignedOut(html);
    expect(html).toContain(NOTICE);
    expect(setCookies(posted).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(setCookies(posted).session_notice).toBeUndefined();
    logs.discardSiteLogs();
  });

  it("a 409 in an action's data answer: it leaves the notice, and the revalidation after it shows it once and clears it", async () => {
    const token = await guestToken();
    api.use(http.post(`${API}/guest/wishlists`, conflict));
    const posted = await request("/wishlists.data", {
      method: "POST",
      headers: { Cookie: `auth_token=${token}` },
      body: new URLSearchParams({ intent: "create", name: "Summer" }),
    });
    expect(setCookies(posted).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(setCookies(posted).session_notice).toMatch(/^session_notice=conflict; Max-Age=300; Path=\/; HttpOnly;/);

    // The browser's revalidation right after (the auth cookie is gone, the notice came instead):
    // the page needs a session, so it sends the visitor to sign in, keeping the notice for there.
    const revalidation = await page("/wishlists.data", "session_notice=conflict");
    expect(await revalidation.text()).toContain('"/login?redirectTo=%2Fwishlists"');
    expect(setCookies(revalidation).session_notice).toBeUndefined();
    const signIn = await page("/login.data?redirectTo=%2Fwishlists", "session_notice=conflict");
    expect(await signIn.text()).toContain(NOTICE);
    expect(setCookies(signIn).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");

    // Shown once: the page after that has no notice.
    expect(await (await page("/", "")).text()).not.toContain(NOTICE);
    logs.discardSiteLogs();
  });

  it("a notice left behind is dropped once the visitor has signed in again", async () => {
    const token = await guestToken();
    const response = await page("/", `auth_token=${token}; session_notice=conflict`);
    const html = await response.text();
    expect(html).toContain(SIGNED_IN_AS_GRACE);
    expect(html).not.toContain(NOTICE);
    expect(setCookies(response).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
  });

  it("no 409, no notice: a signed-in page stays signed in", async () => {
    const token = await guestToken();
    const response = await page("/wishlists", `auth_token=${token}`);
    const html = await response.text();
    expect(html).toContain(SIGNED_IN_AS_GRACE);
    expect(html).not.toContain(NOTICE);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
