import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { navigationRulesMiddleware } from "~/middleware/navigation-rules.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { apiContext, nonceContext, sessionContext } from "~/request-context";

function args(path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost:3000${path}`, init);
  const context = new RouterContextProvider();
  return { request, url: new URL(request.url), context, params: {} } as never as Parameters<
    typeof securityMiddleware
  >[0] & { context: RouterContextProvider };
}

async function thrownResponse(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("security middleware", () => {
  it("refuses a cross-site POST with 403 before anything runs", async () => {
    const next = vi.fn(async () => new Response("ok"));
    const response = (await securityMiddleware(
      args("/consent", { method: "POST", headers: { Origin: "https://evil.example" } }),
      next,
    )) as Response;
    expect(response.status).toBe(403);
    expect(next).not.toHaveBeenCalled();
  });

  it("lets a same-origin POST through", async () => {
    const next = vi.fn(async () => new Response("ok"));
    await securityMiddleware(args("/consent", { method: "POST", headers: { Origin: "http://localhost:3000" } }), next);
    expect(next).toHaveBeenCalledOnce();
  });

  it("makes a fresh nonce per request and puts it in the CSP with the security headers", async () => {
    const first = args("/");
    const response = (await securityMiddleware(first, async () => new Response("<html>"))) as Response;
    const nonce = first.context.get(nonceContext);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    const second = args("/");
    await securityMiddleware(second, async () => new Response(""));
    expect(second.context.get(nonceContext)).not.toBe(nonce);
  });
});

describe("navigation rules middleware (SPEC 2)", () => {
  it("an underscore path is a 301 replace to the hyphenated path, keeping the query", async () => {
    const response = await thrownResponse(() =>
      navigationRulesMiddleware(args("/about_us?x=1"), async () => new Response("")),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/about-us?x=1");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("applies the route rules bare and under /amp", async () => {
    expect(
      (await thrownResponse(() => navigationRulesMiddleware(args("/help"), async () => new Response("")))).headers.get(
        "Location",
      ),
    ).toBe("/support");
    expect(
      (
        await thrownResponse(() => navigationRulesMiddleware(args("/amp/help"), async () => new Response("")))
      ).headers.get("Location"),
    ).toBe("/amp/support");
    expect(
      (
        await thrownResponse(() => navigationRulesMiddleware(args("/amp/home"), async () => new Response("")))
      ).headers.get("Location"),
    ).toBe("/amp");
  });

  it("lets other paths through", async () => {
    expect(await navigationRulesMiddleware(args("/about-us"), async () => new Response(""))).toBeUndefined();
  });
});

describe("session middleware", () => {
  it("gives loaders an API client with the token from the cookie, and leaves the cookie alone", async () => {
    const call = args("/", { headers: { Cookie: "auth_token=abc.def" } });
    const response = (await sessionMiddleware(call, async () => new Response(""))) as Response;
    expect(call.context.get(apiContext).token).toBe("abc.def");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("clears the token cookie when the session ended during the request (409, logout)", async () => {
    const call = args("/", { headers: { Cookie: "auth_token=abc" } });
    const response = (await sessionMiddleware(call, async () => {
      call.context.get(sessionContext).ended = true;
      return new Response("");
    })) as Response;
    expect(response.headers.get("Set-Cookie")).toMatch(/^auth_token=; Max-Age=0/);
  });

  it("stores a newly issued token", async () => {
    const call = args("/login", { method: "POST" });
    const response = (await sessionMiddleware(call, async () => {
      call.context.get(sessionContext).newToken = "fresh";
      return new Response("");
    })) as Response;
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^auth_token=fresh; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});
