import { describe, expect, it } from "vitest";
import { isAmpPath } from "~/lib/amp-path";
import { CANONICAL_QUERY_WHITELIST, ampUrl, canonicalSearch, canonicalUrl } from "~/lib/canonical";

describe("canonical and AMP links (SPEC 2)", () => {
  it("the whitelist", () => {
    expect(CANONICAL_QUERY_WHITELIST).toEqual([
      "bedrooms",
      "category_id",
      "check_in",
      "check_out",
      "destination",
      "guests",
      "max_price",
      "min_price",
      "page",
      "sort",
    ]);
  });

  it("only page=1 is dropped, not other parameters whose value is 1", () => {
    expect(canonicalSearch("?guests=1&bedrooms=1&page=1")).toBe("?bedrooms=1&guests=1");
  });

  it("an unusable page number is left out, as page 1 is; a usable one is written plainly", () => {
    for (const page of ["abc", "0", "-2", "1.5", "10001", "99999999999", "2x"])
      expect(canonicalSearch(`?guests=2&page=${page}`), page).toBe("?guests=2");
    expect(canonicalSearch("?page=010&guests=2")).toBe("?guests=2&page=10");
    expect(canonicalUrl("https://x.com", "/blog", "?page=abc")).toBe("https://x.com/blog");
    expect(ampUrl("https://x.com", "/blog", "?page=abc")).toBe("https://x.com/amp/blog");
  });

  it("the canonical page is the one the list shows: the first page value", () => {
    expect(canonicalSearch("?page=3&page=5")).toBe("?page=3");
    expect(canonicalSearch("?page=abc&page=5")).toBe("");
  });

  it("sorted by name, then by value for a repeated name", () => {
    expect(canonicalSearch("?sort=rating&destination=zermatt&guests=2")).toBe(
      "?destination=zermatt&guests=2&sort=rating",
    );
    expect(canonicalSearch("?destination=b&destination=a&bedrooms=3")).toBe("?bedrooms=3&destination=a&destination=b");
    expect(canonicalSearch(new URLSearchParams("page=3&guests=4"))).toBe("?guests=4&page=3");
  });

  it("/amp itself is an AMP path", () => {
    expect(isAmpPath("/amp")).toBe(true);
    expect(isAmpPath("/amp/blog")).toBe(true);
    expect(isAmpPath("/blog/amp")).toBe(false);
  });

  it("every trailing slash of the site URL is dropped", () => {
    expect(canonicalUrl("https://x.com//", "/blog", "")).toBe("https://x.com/blog");
    expect(ampUrl("https://x.com//", "/blog", "?utm_source=x&page=2")).toBe("https://x.com/amp/blog?page=2");
    expect(ampUrl("https://x.com", "/", "")).toBe("https://x.com/amp");
    expect(ampUrl("https://x.com/", "/amp/blog", "")).toBe("https://x.com/amp/blog");
  });
});
