import { describe, expect, it } from "vitest";
import {
  FRESHNESS,
  cacheClassOf,
  cacheControl,
  cacheHeaders,
  isShareable,
  mergeRouteHeaders,
  rootHeaders,
  routeHeaders,
  sharedFreshnessOf,
} from "~/lib/cache-policy";

const none = () => new Headers();
const args = (
  init: Partial<Record<"parentHeaders" | "loaderHeaders" | "actionHeaders", HeadersInit>> & {
    errorHeaders?: HeadersInit;
  },
) => ({
  parentHeaders: new Headers(init.parentHeaders),
  loaderHeaders: new Headers(init.loaderHeaders),
  actionHeaders: new Headers(init.actionHeaders),
  errorHeaders: init.errorHeaders ? new Headers(init.errorHeaders) : undefined,
});
const entries = (headers: HeadersInit) => Object.fromEntries(new Headers(headers));

describe("the cache classes (DESIGN.md: one cache policy)", () => {
  it("static asset, personal and never-store are fixed strings", () => {
    expect(cacheControl("static-asset")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("personal")).toBe("private, no-store");
    expect(cacheControl("never-store")).toBe("no-store");
    expect(cacheHeaders("never-store")).toEqual({ "Cache-Control": "no-store" });
  });

  it("a public page is fresh in a shared cache for its s-maxage and served stale while it refreshes", () => {
    expect(cacheControl("public-page", "page")).toBe("public, max-age=0, s-maxage=600, stale-while-revalidate=86400");
    expect(cacheControl("public-page", "home")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(cacheControl("public-page", "search")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(cacheControl("public-page", "list")).toBe("public, max-age=0, s-maxage=120, stale-while-revalidate=600");
    expect(cacheControl("public-page", "article")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
    expect(cacheControl("public-page", "sitemap")).toBe(
      "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    );
    expect(cacheHeaders("public-page", "file")).toEqual({ "Cache-Control": "public, max-age=3600" });
    expect(Object.keys(FRESHNESS).sort()).toEqual(["article", "file", "home", "list", "page", "search", "sitemap"]);
  });

  it("reads a shared cache's lifetimes out of a Cache-Control value, 0 for what it does not say", () => {
    expect(sharedFreshnessOf("public, max-age=0, s-maxage=60, stale-while-revalidate=600")).toEqual({
      sMaxAge: 60,
      staleWhileRevalidate: 600,
    });
    expect(sharedFreshnessOf("Public,S-MAXAGE=5")).toEqual({ sMaxAge: 5, staleWhileRevalidate: 0 });
    expect(sharedFreshnessOf("public, max-age=3600")).toEqual({ sMaxAge: 0, staleWhileRevalidate: 0 });
    expect(sharedFreshnessOf("public, x-s-maxage=60")).toEqual({ sMaxAge: 0, staleWhileRevalidate: 0 });
  });

  it("reads a Cache-Control value back into its class, as a cache would", () => {
    expect(cacheClassOf("private, no-store")).toBe("personal");
    expect(cacheClassOf("private, max-age=0")).toBe("personal");
    expect(cacheClassOf("no-store")).toBe("never-store");
    expect(cacheClassOf("no-cache")).toBe("never-store");
    expect(cacheClassOf("public, max-age=31536000, immutable")).toBe("static-asset");
    expect(cacheClassOf("public, s-maxage=60")).toBe("public-page");
    expect(cacheClassOf("max-age=60")).toBe("public-page");
    expect(cacheClassOf("must-revalidate")).toBeUndefined();
    expect(cacheClassOf(null)).toBeUndefined();
    expect([isShareable("public, max-age=3600"), isShareable("no-store"), isShareable(null)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("a page's headers export", () => {
  it("applies the page's class and keeps what its loader and action set (Retry-After, Vary), never Set-Cookie (React Router adds those)", () => {
    const headers = routeHeaders("personal")(
      args({
        loaderHeaders: { "Server-Timing": "api;dur=12", Vary: "Accept-Language" },
        actionHeaders: { "Retry-After": "42", "Set-Cookie": "a=b", Vary: "accept-language, Origin" },
      }),
    );
    expect(entries(headers)).toEqual({
      "cache-control": "private, no-store",
      "retry-after": "42",
      "server-timing": "api;dur=12",
      vary: "Accept-Language, Origin",
    });
  });

  it("the parent's Cache-Control is the parent's class, not the page's", () => {
    const headers = routeHeaders("public-page", "article")(args({ parentHeaders: { "Cache-Control": "no-store" } }));
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
  });

  it("a loader may make its answer stricter than the page's class, never looser", () => {
    const page = routeHeaders("public-page", "home");
    expect(page(args({ loaderHeaders: cacheHeaders("never-store") })).get("Cache-Control")).toBe("no-store");
    expect(
      routeHeaders("personal")(args({ loaderHeaders: cacheHeaders("public-page", "page") })).get("Cache-Control"),
    ).toBe("private, no-store");
    expect(routeHeaders("never-store")(args({ actionHeaders: cacheHeaders("personal") })).get("Cache-Control")).toBe(
      "private, no-store",
    );
    // An unreadable value from a loader changes nothing.
    expect(page(args({ loaderHeaders: { "Cache-Control": "must-revalidate" } })).get("Cache-Control")).toBe(
      cacheControl("public-page", "home"),
    );
  });

  it("mergeRouteHeaders starts from the given value with nothing to merge", () => {
    expect(entries(mergeRouteHeaders("no-store", { ...args({}), parentHeaders: none() }))).toEqual({
      "cache-control": "no-store",
    });
  });
});

describe("the root's headers export", () => {
  it("never stores what no page classed, and keeps a thrown response's headers for the error page", () => {
    expect(entries(rootHeaders(args({})))).toEqual({ "cache-control": "no-store" });
    const error = rootHeaders(
      args({ errorHeaders: { "Retry-After": "30", "Cache-Control": "public, max-age=0, s-maxage=60" } }),
    );
    expect(entries(error)).toEqual({ "cache-control": "no-store", "retry-after": "30" });
  });
});
