import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { navigationRulesMiddleware } from "~/middleware/navigation-rules.server";
import type * as routeRules from "~/route-rules";

// SPEC 2: "Route rules may redirect; an absolute redirect does a full page load." The site's own
// table has no absolute target today, so this file adds one next to the real rules.
vi.mock("~/route-rules", async (importOriginal) => {
  const original = await importOriginal<typeof routeRules>();
  const rules = [
    ...original.ROUTE_RULES,
    { from: "/partner", to: "https://partner.example/offers", status: 302 as const },
  ];
  return {
    ...original,
    matchRouteRule: (pathname: string, search: string) => original.matchRouteRule(pathname, search, rules),
  };
});

function args(path: string) {
  const request = new Request(`http://localhost:3000${path}`);
  return {
    request,
    url: new URL(request.url),
    context: new RouterContextProvider(),
    params: {},
  } as never as Parameters<typeof navigationRulesMiddleware>[0];
}

async function thrownResponse(path: string): Promise<Response> {
  try {
    await navigationRulesMiddleware(args(path), async () => new Response(""));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("navigation rules middleware: absolute targets (SPEC 2)", () => {
  it("an absolute rule is a document redirect (full page load) with the rule's status and the query kept", async () => {
    const response = await thrownResponse("/partner?ref=mail");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://partner.example/offers?ref=mail");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("an in-app rule is a client-side redirect, without a full page load", async () => {
    const response = await thrownResponse("/faq");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/support");
    expect(response.headers.get("X-Remix-Reload-Document")).toBeNull();
  });
});
