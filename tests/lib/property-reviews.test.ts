import { describe, expect, it } from "vitest";
import {
  MAX_REVIEW_PAGES,
  REVIEWS_PER_PAGE,
  moreReviewsHref,
  newestFirst,
  reviewPagesOf,
} from "~/lib/property-reviews";

describe("property reviews, six a page", () => {
  it("six reviews a page, at most 16 pages (96 reviews, under the API's 100 a call)", () => {
    expect(REVIEWS_PER_PAGE).toBe(6);
    expect(MAX_REVIEW_PAGES).toBe(16);
  });

  it("reads the pages shown from ?reviews: a whole number from 1, capped at 16; anything else is 1", () => {
    const pages = (query: string) => reviewPagesOf(new URLSearchParams(query));
    expect(pages("")).toBe(1);
    expect(pages("reviews=3")).toBe(3);
    expect(pages("reviews=16")).toBe(16);
    expect(pages("reviews=17")).toBe(16);
    expect(pages("reviews=999")).toBe(16);
    for (const bad of ["0", "-1", "2.5", "abc", "1e3", "", "0x3", "10000"])
      expect(pages(`reviews=${bad}`), bad).toBe(1);
  });

  it("sorts newest first by date; reviews of the same day keep their order", () => {
    const reviews = [
      { author: "A", date: "2025-03-01" },
      { author: "B", date: "2026-01-09" },
      { author: "C", date: "2025-03-01" },
      { author: "D", date: "2025-12-31" },
    ];
    expect(newestFirst(reviews).map((review) => review.author)).toEqual(["B", "D", "A", "C"]);
    expect(reviews.map((review) => review.author)).toEqual(["A", "B", "C", "D"]);
  });

  it("links to one more page, keeping the stay in the query and landing on the first review added", () => {
    expect(moreReviewsHref("?check_in=2027-05-03&guests=2", 1, 6, 18)).toBe(
      "?check_in=2027-05-03&guests=2&reviews=2#review-7",
    );
    expect(moreReviewsHref("?reviews=2&guests=2", 2, 12, 18)).toBe("?reviews=3&guests=2#review-13");
    expect(moreReviewsHref("", 1, 6, 7)).toBe("?reviews=2#review-7");
  });

  it("no link once every review is shown, or at the last page there can be", () => {
    expect(moreReviewsHref("", 1, 6, 6)).toBeNull();
    expect(moreReviewsHref("", 3, 14, 14)).toBeNull();
    expect(moreReviewsHref("", 16, 96, 200)).toBeNull();
    expect(moreReviewsHref("", 15, 90, 200)).toBe("?reviews=16#review-91");
  });
});
