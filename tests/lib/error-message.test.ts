import { describe, expect, it } from "vitest";
import { extractErrorMessage } from "~/lib/error-message";

describe("SPEC 8 error-message extraction", () => {
  it("a plain string answer is the message; an empty one is nothing", () => {
    expect(extractErrorMessage("Service unavailable")).toBe("Service unavailable");
    expect(extractErrorMessage("")).toBeUndefined();
  });

  it("joins strings and numbers only, flattening lists and leaving out empty values", () => {
    expect(extractErrorMessage({ message: ["One", "", null, { nested: "x" }, 2, ["Three", 4]] })).toBe(
      "One, 2, Three, 4",
    );
    expect(extractErrorMessage({ message: { email: ["Taken", ""], code: 422, extra: null } })).toBe("Taken, 422");
    expect(extractErrorMessage({ message: ["", null] })).toBeUndefined();
  });

  it("an empty data string is nothing; data's own values when it has no message", () => {
    expect(extractErrorMessage({ data: "" })).toBeUndefined();
    expect(extractErrorMessage({ message: "", data: { message: "", data: "", other: "Fallback" } })).toBe("Fallback");
    expect(extractErrorMessage({ data: ["a"] })).toBeUndefined();
  });
});
