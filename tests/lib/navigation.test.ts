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

describe("route rules table", () => {
  for (const rule of ROUTE_RULES) {
    it(`${rule.from} redirects ${rule.status} to ${rule.to}, keeping the query`, () => {
      expect(matchRouteRule(rule.from, "?a=1")).toEqual({ location: `${rule.to}?a=1`, status: rule.status, absolute: false });
      expect(matchRouteRule(`${rule.from}/`, "")).toMatchObject({ location: rule.to });
    });
  }

  it("an absolute target is flagged for a full page load", () => {
    const rules = [{ from: "/careers", to: "https://jobs.example.com/", status: 302 as const }];
    expect(matchRouteRule("/careers", "", rules)).toEqual({ location: "https://jobs.example.com/", status: 302, absolute: true });
  });

  it("paths without a rule pass", () => {
    expect(matchRouteRule("/support", "")).toBeNull();
    expect(matchRouteRule("/", "")).toBeNull();
  });
});
