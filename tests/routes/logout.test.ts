import { HttpResponse, http } from "msw";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cachePolicyMiddleware } from "~/middleware/cache-policy.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { sessionContext } from "~/request-context";
import { action } from "~/routes/account/logout";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn } from "./route-helpers";

const { server } = demoApiServer();
const logs = captureConsole();

/** POST /logout through the root's cache and session middleware, as the server runs it. */
async function logOut(cookie: string, redirectTo = "/blog") {
  const request = new Request("http://localhost:3000/logout", {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ redirectTo }),
  });
  const context = new RouterContextProvider();
  const routeArgs = { request, url: new URL(request.url), context, params: {} } as never;
  const response = (await cachePolicyMiddleware(
    routeArgs,
    async () => (await sessionMiddleware(routeArgs, async () => action(routeArgs))) as Response,
  )) as Response;
  return { response, session: context.get(sessionContext) };
}

const profileStatus = async (token: string) =>
  (await fetch(`${API}/vendor/agents/show_lean`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe("logout (SPEC 4)", () => {
  it("revokes the token at the API, then clears the token cookie, forgets the role and goes back to redirectTo", async () => {
    const token = await signIn("guest");
    expect(await profileStatus(token)).toBe(200);
    const revoked: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/logout") revoked.push(request.headers.get("Authorization"));
    });

    const { response, session } = await logOut(`auth_token=${token}; active_role=owner`);
    expect(revoked).toEqual([`Bearer ${token}`]);
    expect(session.ended).toBe(true);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^active_role=; Max-Age=0/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^auth_token=; Max-Age=0/.test(cookie))).toBe(true);
    // The page it leads to says the visitor is signed out, once (issue 18).
    expect(cookies.filter((cookie) => cookie.startsWith("session_notice="))).toEqual([
      "session_notice=signed-out; Max-Age=300; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The API refuses the revoked token from now on: a copy of the cookie is worth nothing.
    expect(await profileStatus(token)).toBe(401);
    expect(logs.take()).toEqual([]);
  });

  it("errors while revoking are only logged: the visitor is signed out all the same", async () => {
    server.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: "Try later" }, { status: 500 })));
    const { response, session } = await logOut("auth_token=demo.1.anything");
    expect(session.ended).toBe(true);
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((cookie) => /^auth_token=; Max-Age=0/.test(cookie))).toBe(true);
    expect(logs.take()).toEqual(["error: [api] POST /logout failed (500): Try later"]);
  });

  it("a 409 while revoking is no news to a visitor who is signing out: the notice left is the sign-out's", async () => {
    server.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: "Session replaced" }, { status: 409 })));
    const { response } = await logOut("auth_token=demo.1.anything");
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("session_notice="))).toEqual([
      "session_notice=signed-out; Max-Age=300; Path=/; HttpOnly; SameSite=Lax",
    ]);
    logs.discardSiteLogs();
  });

  it("never redirects off-site", async () => {
    const request = new Request("http://localhost:3000/logout", {
      method: "POST",
      body: new URLSearchParams({ redirectTo: "https://evil.example" }),
    });
    const context = new RouterContextProvider();
    context.set(sessionContext, { ended: false });
    const response = await action({ request, url: new URL(request.url), context, params: {} } as never);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("the demo API's POST /logout (docs/api.md)", () => {
  it("answers 204 with no body and forgets the token; 401 without a valid one", async () => {
    const token = await signIn("guest");
    const revoke = (authorization?: string) =>
      fetch(`${API}/logout`, { method: "POST", headers: authorization ? { Authorization: authorization } : {} });
    const first = await revoke(`Bearer ${token}`);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    expect((await revoke(`Bearer ${token}`)).status).toBe(401);
    expect((await revoke()).status).toBe(401);
    for (const call of ["/guest/wishlists", "/guest/lineup_payment_methods", "/vendor/agents/show_lean"]) {
      const answer = await fetch(`${API}${call}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status, call).toBe(401);
    }
  });
});
