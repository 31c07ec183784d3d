import { data } from "react-router";
import { describe, expect, it } from "vitest";
import {
  actionFailureStatus,
  errorMessage,
  errorStatus,
  isClientError,
  notFoundSuggestions,
  pageError,
} from "~/lib/http-errors";

// What the root error boundary receives for a thrown `data()`: React Router's ErrorResponse.
class ErrorResponse {
  internal = false;
  constructor(
    public status: number,
    public statusText: string,
    public data: unknown,
  ) {}
}

describe("page errors (SPEC 8)", () => {
  it("carry the message as body and status text, with the status", () => {
    const error = pageError(404, "Post not found");
    expect(error).toEqual(data({ message: "Post not found" }, { status: 404, statusText: "Post not found" }));
  });

  it("the boundary's message: a string body, a body's message, the status text, or 'Unknown error'", () => {
    expect(errorMessage(new ErrorResponse(404, "Not Found", "Page not found"))).toBe("Page not found");
    expect(errorMessage(new ErrorResponse(410, "Gone", { message: "Post not found" }))).toBe("Post not found");
    expect(errorMessage(new ErrorResponse(404, "Not Found", ""))).toBe("Not Found");
    expect(errorMessage(new ErrorResponse(404, "Not Found", { message: 404 }))).toBe("Not Found");
    expect(errorMessage(new ErrorResponse(404, "Not Found", { other: "x" }))).toBe("Not Found");
    expect(errorMessage(new ErrorResponse(404, "Not Found", null))).toBe("Not Found");
    expect(errorMessage(new ErrorResponse(404, "Not Found", 404))).toBe("Not Found");
    expect(errorMessage(new ErrorResponse(500, "", null))).toBe("Unknown error");
    expect(errorMessage(new Error("Boom"))).toBe("Boom");
    expect(errorMessage(new Error(""))).toBe("Unknown error");
    expect(errorMessage("a string")).toBe("Unknown error");
    expect(errorMessage(undefined)).toBe("Unknown error");
  });

  it("the boundary's status: the response's, else 500", () => {
    expect(errorStatus(new ErrorResponse(410, "Gone", null))).toBe(410);
    expect(errorStatus(new Error("Boom"))).toBe(500);
  });

  it("an upstream 4xx is the visitor's to fix and kept; anything else is a 502", () => {
    expect([399, 400, 404, 422, 499, 500].map(isClientError)).toEqual([false, true, true, true, true, false]);
    expect([400, 409, 422, 499, 500, 503, 504, 302].map(actionFailureStatus)).toEqual([
      400, 409, 422, 499, 502, 502, 502, 502,
    ]);
  });
});

describe("notFoundSuggestions (issue 20: the 404 offers somewhere to go)", () => {
  const lisbon = { slug: "lisbon", name: "Lisbon", country: "Portugal" };
  it("the catch-all's 404 carries the places to offer", () => {
    const error = new ErrorResponse(404, "Page not found", { message: "Page not found", places: [lisbon] });
    expect(notFoundSuggestions(error)).toEqual([lisbon]);
  });

  it("another 404 offers the search alone; a malformed place is dropped", () => {
    expect(notFoundSuggestions(new ErrorResponse(404, "Post not found", { message: "Post not found" }))).toEqual([]);
    expect(notFoundSuggestions(new ErrorResponse(404, "Page not found", { places: [{ slug: 3 }, lisbon] }))).toEqual([
      lisbon,
    ]);
  });

  it("any other error offers nothing more than the way home", () => {
    expect(notFoundSuggestions(new ErrorResponse(410, "Post not found", { places: [lisbon] }))).toBeNull();
    expect(notFoundSuggestions(new Error("boom"))).toBeNull();
  });
});
