import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageFromUrl, usablePage } from "~/lib/pagination";

const page = (query: string) => pageFromUrl(new URL(`http://localhost:3000/blog${query}`));

describe("the page query parameter", () => {
  it("is 1 when absent or empty", () => {
    expect(page("")).toBe(1);
    expect(page("?page=")).toBe(1);
  });

  it("is the whole number from 1 to 10,000", () => {
    expect(MAX_PAGE).toBe(10_000);
    expect(page("?page=1")).toBe(1);
    expect(page("?page=7")).toBe(7);
    expect(page("?page=010")).toBe(10);
    expect(page("?page=10000")).toBe(10_000);
  });

  it.each(["?page=0", "?page=10001", "?page=-1", "?page=1.5", "?page=abc", "?page=2x", "?page=x2", "?page=1234567"])(
    "an unusable page number is page 1, never a refusal: %s",
    (query) => {
      expect(page(query)).toBe(1);
      expect(usablePage(new URLSearchParams(query).get("page"))).toBeNull();
    },
  );

  it("the first page value is the one read", () => {
    expect(page("?page=3&page=5")).toBe(3);
    expect(page("?page=abc&page=5")).toBe(1);
  });
});
