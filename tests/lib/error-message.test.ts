import { describe, expect, it } from "vitest";
import {
  extractErrorFields,
  extractErrorMessage,
  fieldLabel,
  visitorErrorOf,
  visitorFieldErrors,
  visitorMessage,
  visitorMessageOf,
} from "~/lib/error-message";

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

describe("fields an API refusal names (docs/api.md: { message, errors: { field: [...] } })", () => {
  it("are the keys of errors, in the API's order", () => {
    expect(extractErrorFields({ message: "Check", errors: { email: ["Taken"], name: ["Blank"] } })).toEqual([
      "email",
      "name",
    ]);
  });

  it("are none when errors is missing, not an object, or the answer is not an object", () => {
    expect(extractErrorFields({ message: "Your card was declined." })).toEqual([]);
    expect(extractErrorFields({ errors: ["email"] })).toEqual([]);
    expect(extractErrorFields({ errors: "email" })).toEqual([]);
    expect(extractErrorFields("Unauthenticated.")).toEqual([]);
    expect(extractErrorFields(undefined)).toEqual([]);
  });
});

/** The demo API's own sentences, which must never be what a visitor reads (SPEC 8). */
const API_SENTENCES = [
  "These credentials do not match our records.",
  "That email is already in use.",
  "Your card was declined.",
  "Please check the highlighted fields.",
];

describe("our own words for API errors (SPEC 8 and 9: the API's messages are only logged)", () => {
  it("wrong credentials", () => {
    expect(visitorMessage({ kind: "wrong-credentials" })).toBe(
      "That email address and password do not match. Check both and try again.",
    );
  });

  it("a taken email", () => {
    expect(visitorMessage({ kind: "email-taken" })).toBe(
      "That email address is already used by another account. Please use a different one.",
    );
  });

  it("a declined card", () => {
    expect(visitorMessage({ kind: "card-declined" })).toBe(
      "Your card was declined, and nothing was charged. Please try another card.",
    );
  });

  it("validation of a named field: the field by the name the visitor knows it", () => {
    expect(visitorMessage({ kind: "invalid-field", field: "card_number" })).toBe("Please check the card number.");
    expect(visitorMessage({ kind: "invalid-field", field: "email" })).toBe("Please check the email address.");
    expect(visitorMessage({ kind: "invalid-field", field: "check_out" })).toBe("Please check the check-out date.");
    expect(visitorMessage({ kind: "invalid-field", field: "wishlist_id" })).toBe("Please check the wishlist.");
  });

  it("a two-factor code that does not match says so, and what to do", () => {
    expect(visitorMessage({ kind: "invalid-field", field: "code" })).toBe(
      "That code does not match. Enter the newest 6-digit code from your authenticator app.",
    );
  });

  it("a field we have no label for is read from its name", () => {
    expect(fieldLabel("extra_guest_fee")).toBe("extra guest fee");
    expect(fieldLabel("rates.0.end-date")).toBe("rates 0 end date");
    expect(fieldLabel("__")).toBe("highlighted field");
  });

  it("anything else", () => {
    expect(visitorMessage({ kind: "unexpected" })).toBe(
      "Something went wrong with this request. Please reload the page and try again.",
    );
  });

  it("none of them repeats an API sentence", () => {
    const ours = [
      visitorMessage({ kind: "wrong-credentials" }),
      visitorMessage({ kind: "email-taken" }),
      visitorMessage({ kind: "card-declined" }),
      visitorMessage({ kind: "invalid-field", field: "email" }),
      visitorMessage({ kind: "unexpected" }),
    ];
    for (const sentence of API_SENTENCES) for (const message of ours) expect(message).not.toContain(sentence);
  });
});

describe("which case an API refusal is", () => {
  it("a 401 is wrong credentials only for a call that checked a password", () => {
    expect(visitorErrorOf({ status: 401 }, { credentials: true })).toEqual({ kind: "wrong-credentials" });
    expect(visitorErrorOf({ status: 401 })).toEqual({ kind: "unexpected" });
  });

  it("a 402 is a declined card", () => {
    expect(visitorErrorOf({ status: 402 })).toEqual({ kind: "card-declined" });
  });

  it("a 422 or 400 naming fields is about the first field", () => {
    expect(visitorErrorOf({ status: 422, fields: ["name", "email"] })).toEqual({
      kind: "invalid-field",
      field: "name",
    });
    expect(visitorErrorOf({ status: 400, fields: ["page"] })).toEqual({ kind: "invalid-field", field: "page" });
  });

  it("a refused email is taken when the call saves an account's email the site checked first", () => {
    expect(visitorErrorOf({ status: 422, fields: ["phone", "email"] }, { uniqueEmail: true })).toEqual({
      kind: "email-taken",
    });
    expect(visitorErrorOf({ status: 422, fields: ["email"] })).toEqual({ kind: "invalid-field", field: "email" });
  });

  it("anything else is unexpected: a refusal naming no field, fields on another status, a 403, a 404", () => {
    expect(visitorErrorOf({ status: 422 })).toEqual({ kind: "unexpected" });
    expect(visitorErrorOf({ status: 422, fields: [] })).toEqual({ kind: "unexpected" });
    expect(visitorErrorOf({ status: 404, fields: ["property_id"] })).toEqual({ kind: "unexpected" });
    expect(visitorErrorOf({ status: 403 }, { credentials: true })).toEqual({ kind: "unexpected" });
  });

  it("visitorMessageOf is the words of that case", () => {
    expect(visitorMessageOf({ status: 401 }, { credentials: true })).toBe(
      "That email address and password do not match. Check both and try again.",
    );
    expect(visitorMessageOf({ status: 422, fields: ["name"] })).toBe("Please check the name.");
  });
});

describe("our words beside the fields a refusal named", () => {
  const FORM = ["first_name", "email", "phone"] as const;

  it("each named field the form has gets its message; a taken account email says so", () => {
    expect(
      visitorFieldErrors({ status: 422, fields: ["email", "phone", "wishlist_id"] }, FORM, { uniqueEmail: true }),
    ).toEqual({
      email: "That email address is already used by another account. Please use a different one.",
      phone: "Please check the phone number.",
    });
  });

  it("nothing for a refusal that names no field of the form, or is not a 400 or 422", () => {
    expect(visitorFieldErrors({ status: 422, fields: ["wishlist_id"] }, FORM)).toEqual({});
    expect(visitorFieldErrors({ status: 422 }, FORM)).toEqual({});
    expect(visitorFieldErrors({ status: 409, fields: ["email"] }, FORM)).toEqual({});
  });
});
