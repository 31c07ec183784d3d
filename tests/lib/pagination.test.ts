import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageFromUrl } from "~/lib/pagination";

const page = (query: string) => pageFromUrl(new URL(`http://localhost:3000/blog${query}`));

function refusal(query: string) {
  try {
    page(query);
  } catch (error) {
    return error as { data: unknown; init: ResponseInit };
  }
  throw new Error(`expected ${query} to be refused`);
}

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
    "refuses %s with a 400 'Invalid page number'",
    (query) => {
      const error = refusal(query);
      expect(error.init.status).toBe(400);
      expect(error.data).toEqual({ message: "Invalid page number" });
    },
  );
});
