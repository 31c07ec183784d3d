import { describe, expect, it } from "vitest";
import { AMP_PREFIX, ampAwarePath, ampPath, barePath, isAmpPath } from "~/lib/amp-path";

describe("the /amp prefix (SPEC 2: every page also exists under /amp)", () => {
  it("the prefix is /amp", () => {
    expect(AMP_PREFIX).toBe("/amp");
  });

  it("an /amp page is /amp itself or a path under /amp/, nothing that merely starts with the letters", () => {
    expect(isAmpPath("/amp")).toBe(true);
    expect(isAmpPath("/amp/support")).toBe(true);
    expect(isAmpPath("/ampersand")).toBe(false);
    expect(isAmpPath("/blog/amp")).toBe(false);
    expect(isAmpPath("/")).toBe(false);
  });

  it("strips the prefix: /amp is the home page, a bare path stays as it is", () => {
    expect(barePath("/amp")).toBe("/");
    expect(barePath("/amp/blog/post/a")).toBe("/blog/post/a");
    expect(barePath("/ampersand")).toBe("/ampersand");
    expect(barePath("/support")).toBe("/support");
  });

  it("the /amp twin of a page, once: home is /amp, an /amp path stays as it is", () => {
    expect(ampPath("/")).toBe("/amp");
    expect(ampPath("/support")).toBe("/amp/support");
    expect(ampPath("/amp/support")).toBe("/amp/support");
    expect(ampPath("/amp")).toBe("/amp");
  });
});

describe("ampAwarePath: a page's address as seen from the current page", () => {
  it("from a bare page, the address is the one written", () => {
    expect(ampAwarePath("/support", "/about-us")).toBe("/support");
    expect(ampAwarePath("/", "/")).toBe("/");
    expect(ampAwarePath("/login?type=vendor&redirectTo=%2Fowner-support", "/ampersand")).toBe(
      "/login?type=vendor&redirectTo=%2Fowner-support",
    );
  });

  it("from an /amp page, its /amp twin, query and fragment kept", () => {
    expect(ampAwarePath("/support", "/amp/about-us")).toBe("/amp/support");
    expect(ampAwarePath("/", "/amp/blog")).toBe("/amp");
    expect(ampAwarePath("/?guests=2", "/amp")).toBe("/amp?guests=2");
    expect(ampAwarePath("/roles?saved=1", "/amp/roles")).toBe("/amp/roles?saved=1");
    expect(ampAwarePath("/privacy-policy#cookies", "/amp")).toBe("/amp/privacy-policy#cookies");
    expect(ampAwarePath("/properties?destination=a%2Fb#map", "/amp/properties")).toBe(
      "/amp/properties?destination=a%2Fb#map",
    );
  });

  it("an address already under /amp is not prefixed twice", () => {
    expect(ampAwarePath("/amp/support", "/amp/about-us")).toBe("/amp/support");
  });

  it("reads the current page from a URL or a router location as well as a pathname", () => {
    expect(ampAwarePath("/bookings/7?confirmed=1", new URL("https://site.example/amp/properties/1/a/checkout"))).toBe(
      "/amp/bookings/7?confirmed=1",
    );
    expect(ampAwarePath("/bookings/7", new URL("https://site.example/properties/1/a/checkout?amp=1"))).toBe(
      "/bookings/7",
    );
    expect(ampAwarePath("/support", { pathname: "/amp/faq" })).toBe("/amp/support");
  });

  it("leaves alone what is not a path from the site's root: relative, absolute and protocol-relative targets", () => {
    expect(ampAwarePath("?page=2", "/amp/blog")).toBe("?page=2");
    expect(ampAwarePath("#reviews", "/amp/properties/1/a")).toBe("#reviews");
    expect(ampAwarePath("https://partner.example/x", "/amp")).toBe("https://partner.example/x");
    expect(ampAwarePath("//partner.example/x", "/amp")).toBe("//partner.example/x");
  });
});
