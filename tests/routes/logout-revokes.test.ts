import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { SIGNED_IN_AS_GRACE, expectSignedOut, setCookies } from "../support/session-pages";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * A logout revokes the token at the API (issue 17, item 3), through the production build in
 * process against the demo API: the old cookie is worth nothing afterwards.
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

/** A fresh token for the demo's guest; the call to get it is not one of the page's. */
async function guestToken(): Promise<string> {
  const token = await signIn("guest");
  upstream.length = 0;
  return token;
}

const page = (path: string, cookie: string) => request(path, { headers: { Cookie: cookie } });

describe("logout revokes the token (issue 17, item 3)", () => {
  it("the site asks the API to revoke the token, clears the cookie, and the old cookie replayed shows a signed-out page", async () => {
    const token = await guestToken();
    const cookie = `auth_token=${token}`;
    expect(await (await page("/", cookie)).text()).toContain(SIGNED_IN_AS_GRACE);

    upstream.length = 0;
    const logout = await request("/logout", {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ redirectTo: "/blog" }),
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("Location")).toBe("/blog");
    expect(setCookies(logout).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(upstream).toEqual([`POST /logout Bearer ${token}`]);

    // The API refuses the revoked token from now on, whoever holds it.
    const profile = await fetch(`${API}/vendor/agents/show_lean`, { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(401);

    // A copy of the old cookie gets a signed-out page, and the cookie is cleared again.
    const replayed = await page("/", cookie);
    expect(replayed.status).toBe(200);
    expectSignedOut(await replayed.text());
    expect(setCookies(replayed).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(logs.take().filter((line) => !line.includes("GET /vendor/agents/show_lean failed (401)"))).toEqual([]);
  });

  it("an API that fails to revoke is only logged: the logout completes", async () => {
    const token = await guestToken();
    api.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: "Down for maintenance" }, { status: 503 })));
    const logout = await request("/logout", {
      method: "POST",
      headers: { Cookie: `auth_token=${token}` },
      body: new URLSearchParams({ redirectTo: "/" }),
    });
    expect(logout.status).toBe(303);
    expect(setCookies(logout).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    // The page it leads to says the visitor is signed out (issue 18), whatever the API answered.
    expect(setCookies(logout).session_notice).toMatch(/^session_notice=signed-out; Max-Age=300;/);
    expect(logs.take()).toEqual(["error: [api] POST /logout failed (503): Down for maintenance"]);
  });

  it("an API that does not answer at all is only logged too", async () => {
    const token = await guestToken();
    api.use(http.post(`${API}/logout`, () => HttpResponse.error()));
    const logout = await request("/logout", { method: "POST", headers: { Cookie: `auth_token=${token}` } });
    expect(logout.status).toBe(303);
    expect(setCookies(logout).auth_token).toMatch(/^auth_token=; Max-Age=0;/);
    expect(logs.take()).toEqual([expect.stringMatching(/^error: \[api\] POST \/logout failed \(500\)/)]);
  });

  it("a visitor without a session is signed out without a call", async () => {
    const logout = await request("/logout", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) });
    expect(logout.status).toBe(303);
    expect(upstream).toEqual([]);
  });
});
