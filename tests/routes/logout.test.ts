import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cachePolicyMiddleware } from "~/middleware/cache-policy.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { sessionContext } from "~/request-context";
import { action } from "~/routes/logout";

describe("logout (SPEC 4)", () => {
  it("ends the session: the token cookie is cleared, the role forgotten, and it goes back to redirectTo", async () => {
    const request = new Request("http://localhost:3000/logout", {
      method: "POST",
      headers: { Cookie: "auth_token=abc; active_role=owner" },
      body: new URLSearchParams({ redirectTo: "/blog" }),
    });
    const context = new RouterContextProvider();
    const routeArgs = { request, url: new URL(request.url), context, params: {} } as never;
    const response = (await cachePolicyMiddleware(
      routeArgs,
      async () => (await sessionMiddleware(routeArgs, async () => action(routeArgs))) as Response,
    )) as Response;
    expect(context.get(sessionContext).ended).toBe(true);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^active_role=; Max-Age=0/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^auth_token=; Max-Age=0/.test(cookie))).toBe(true);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
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
