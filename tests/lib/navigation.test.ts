import { describe, expect, it } from "vitest";
import { hyphenatedPath } from "~/lib/hyphenate-path";
import { ROUTE_RULES, matchRouteRule } from "~/route-rules";

describe("SPEC 2 global navigation: underscores become hyphens", () => {
  it("replaces every underscore", () => {
    expect(hyphenatedPath("/terms_and_conditions")).toBe("/terms-and-conditions");
    expect(hyphenatedPath("/blog/post/a_b_c")).toBe("/blog/post/a-b-c");
  });

  it("leaves paths without underscores alone", () => {
    expect(hyphenatedPath("/about-us")).toBeNull();
  });

  it("never produces a protocol-relative URL", () => {
    expect(hyphenatedPath("//evil_host/x")).toBe("/evil-host/x");
    expect(hyphenatedPath("///evil_host")).toBe("/evil-host");
  });
});

/** The route rules as designed (SPEC 2 leaves them to us), written out: [from, to, status]. */
const RULES: [from: string, to: string, status: number][] = [
  ["/home", "/", 301],
  ["/search", "/properties", 301],
  ["/help", "/support", 301],
  ["/faq", "/support", 301],
  ["/owners", "/owner-support", 301],
  ["/list-your-property", "/publish-my-property", 301],
  ["/blog/post", "/blog", 301],
  ["/destinations/post", "/destinations", 301],
];

describe("route rules table", () => {
  it("holds exactly the designed rules", () => {
    expect(ROUTE_RULES.map((rule) => [rule.from, rule.to, rule.status])).toEqual(RULES);
  });

  for (const [from, to, status] of RULES) {
    it(`${from} redirects ${status} to ${to}, keeping the query`, () => {
      expect(matchRouteRule(from, "?a=1")).toEqual({ location: `${to}?a=1`, status, absolute: false });
      expect(matchRouteRule(`${from}/`, "")).toEqual({ location: to, status, absolute: false });
    });
  }

  it("an absolute target is flagged for a full page load", () => {
    const rules = [{ from: "/careers", to: "https://jobs.example.com/", status: 302 as const }];
    expect(matchRouteRule("/careers", "", rules)).toEqual({
      location: "https://jobs.example.com/",
      status: 302,
      absolute: true,
    });
  });

  it("paths without a rule pass", () => {
    expect(matchRouteRule("/support", "")).toBeNull();
    expect(matchRouteRule("/", "")).toBeNull();
  });
});
