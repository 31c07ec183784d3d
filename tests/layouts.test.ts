import { describe, expect, it } from "vitest";
import {
  CHECKOUT_LAYOUTS,
  CONTENT_LAYOUTS,
  DEFAULT_LAYOUTS,
  EMPTY_LAYOUTS,
  ERROR_LAYOUTS,
  HOME_LAYOUTS,
  LAYOUTS,
  pickLayout,
} from "~/layouts/layouts";

describe("layouts (SPEC 2)", () => {
  it("has the nine layouts of SPEC 2", () => {
    expect(Object.keys(LAYOUTS).sort()).toEqual(
      ["bot", "checkout", "default", "details", "empty", "error", "mobile-default", "mobile-details", "search-top"].sort(),
    );
  });

  it("support, blog, categories and post pages: mobile-details on mobile, search-top on desktop", () => {
    expect(pickLayout(CONTENT_LAYOUTS, "mobile", false)).toBe("mobile-details");
    expect(pickLayout(CONTENT_LAYOUTS, "desktop", false)).toBe("search-top");
  });

  it("the error page: mobile-details on mobile, error otherwise", () => {
    expect(pickLayout(ERROR_LAYOUTS, "mobile", false)).toBe("mobile-details");
    expect(pickLayout(ERROR_LAYOUTS, "desktop", false)).toBe("error");
  });

  it("home uses default; checkout uses checkout; partner and sitemap category pages use empty", () => {
    expect(pickLayout(HOME_LAYOUTS, "desktop", false)).toBe("default");
    expect(pickLayout(HOME_LAYOUTS, "mobile", false)).toBe("default");
    expect(pickLayout(CHECKOUT_LAYOUTS, "mobile", false)).toBe("checkout");
    expect(pickLayout(EMPTY_LAYOUTS, "desktop", false)).toBe("empty");
  });

  it("a page without a choice gets mobile-default or default", () => {
    expect(pickLayout(undefined, "mobile", false)).toBe(DEFAULT_LAYOUTS.mobile);
    expect(pickLayout(undefined, "desktop", false)).toBe("default");
  });

  it("bots always get the bot layout", () => {
    expect(pickLayout(CONTENT_LAYOUTS, "mobile", true)).toBe("bot");
    expect(pickLayout(ERROR_LAYOUTS, "desktop", true)).toBe("bot");
  });
});
