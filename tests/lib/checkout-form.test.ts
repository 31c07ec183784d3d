import { describe, expect, it } from "vitest";
import { yearFromNow } from "../support/clock";

// The module is loaded inside each test, so one that cannot even load fails these tests
// (StrykerJS counts a test file that fails to import as no tests at all).
const load = () => import("~/lib/checkout-form");
/** The schema the action checks posts with: server-only, so no page's code carries zod. */
const loadSchema = () => import("~/lib/checkout-form.server");

async function fieldErrors(input: unknown): Promise<Record<string, string>> {
  const { checkoutFormSchema } = await loadSchema();
  const result = checkoutFormSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const YEAR = yearFromNow(0);
const yy = (year: number) => String(year % 100).padStart(2, "0");
const guest = {
  first_name: " Ana ",
  last_name: " Sousa ",
  email: "ana@example.com",
  phone: " +351 21 000 0000 ",
  terms: "on",
};

describe("card numbers (Luhn)", () => {
  it("accepts valid numbers of 12 to 19 digits, spaces and dashes aside", async () => {
    const { passesLuhn } = await load();
    for (const number of [
      "4242 4242 4242 4242",
      "4111-1111-1111-1111",
      "378282246310005",
      "00079927398713",
      "0".repeat(12),
      "0".repeat(19),
    ])
      expect(passesLuhn(number), number).toBe(true);
  });

  it("refuses a wrong check digit and lengths outside 12 to 19", async () => {
    const { passesLuhn } = await load();
    for (const number of ["4242 4242 4242 4241", "00079927398710", "0".repeat(11), "0".repeat(20), ""])
      expect(passesLuhn(number), number).toBe(false);
  });
});

describe("card expiry MM/YY", () => {
  const june = new Date(Date.UTC(YEAR, 5, 15));

  it("this month and later are valid; earlier months are not", async () => {
    const { expiryIsValid } = await load();
    expect(expiryIsValid(`06/${yy(YEAR)}`, june)).toBe(true);
    expect(expiryIsValid(`12/${yy(YEAR)}`, june)).toBe(true);
    expect(expiryIsValid(`05/${yy(YEAR)}`, june)).toBe(false);
    expect(expiryIsValid(`01/${yy(YEAR + 1)}`, june)).toBe(true);
    expect(expiryIsValid(`12/${yy(YEAR - 1)}`, june)).toBe(false);
  });

  it("the month is 01 to 12; spaces around the slash and the value are fine", async () => {
    const { expiryIsValid } = await load();
    expect(expiryIsValid(`00/${yy(YEAR + 1)}`, june)).toBe(false);
    expect(expiryIsValid(`13/${yy(YEAR + 1)}`, june)).toBe(false);
    expect(expiryIsValid(` 07 / ${yy(YEAR + 1)} `, june)).toBe(true);
    for (const value of [`7/${yy(YEAR + 1)}`, `x07/${yy(YEAR + 1)}`, `07/${yy(YEAR + 1)}1`, `07-${yy(YEAR + 1)}`])
      expect(expiryIsValid(value, june), value).toBe(false);
  });

  it("by default measured against the one clock", async () => {
    const { expiryIsValid } = await load();
    expect(expiryIsValid(`12/${yy(YEAR)}`)).toBe(true);
    expect(expiryIsValid(`01/${yy(YEAR + 1)}`)).toBe(true);
    expect(expiryIsValid(`12/${yy(YEAR - 1)}`)).toBe(false);
  });
});

describe("the checkout form", () => {
  it("a saved card: the guest's details, trimmed, and the card chosen", async () => {
    const { checkoutFormSchema } = await loadSchema();
    expect(checkoutFormSchema.parse({ ...guest, payment_method: "saved", saved_method_id: "pm_1" })).toEqual({
      first_name: "Ana",
      last_name: "Sousa",
      email: "ana@example.com",
      phone: "+351 21 000 0000",
      terms: "on",
      payment_method: "saved",
      saved_method_id: "pm_1",
    });
    expect(await fieldErrors({ ...guest, payment_method: "saved", saved_method_id: "" })).toEqual({
      saved_method_id: "Choose one of your saved cards.",
    });
  });

  it("a new card: a valid number, an expiry not in the past, a 3 or 4 digit CVC", async () => {
    const { checkoutFormSchema } = await loadSchema();
    const card = { card_number: "4242 4242 4242 4242", card_expiry: `12/${yy(YEAR + 1)}`, card_cvc: " 1234 " };
    expect(checkoutFormSchema.parse({ ...guest, payment_method: "new", ...card })).toMatchObject({
      payment_method: "new",
      card_cvc: "1234",
    });
    expect(
      await fieldErrors({
        ...guest,
        payment_method: "new",
        card_number: "4242 4242 4242 4241",
        card_expiry: `01/${yy(YEAR - 1)}`,
        card_cvc: "12345",
      }),
    ).toEqual({
      card_number: "Check the card number.",
      card_expiry: "Enter the expiry as MM/YY, not in the past.",
      card_cvc: "Enter the 3 or 4 digits on the back of the card.",
    });
  });

  it("a CVC is 3 or 4 digits and nothing else", async () => {
    const card = {
      ...guest,
      payment_method: "new",
      card_number: "4242 4242 4242 4242",
      card_expiry: `12/${yy(YEAR + 1)}`,
    };
    for (const card_cvc of ["123", "1234"]) expect(await fieldErrors({ ...card, card_cvc }), card_cvc).toEqual({});
    for (const card_cvc of ["12", "12345", "x123", "123x"])
      expect(await fieldErrors({ ...card, card_cvc }), card_cvc).toEqual({
        card_cvc: "Enter the 3 or 4 digits on the back of the card.",
      });
  });

  it("each guest detail with its message", async () => {
    expect(
      await fieldErrors({
        first_name: "  ",
        last_name: "",
        email: "ana",
        phone: "12",
        terms: "",
        payment_method: "saved",
        saved_method_id: "pm_1",
      }),
    ).toEqual({
      first_name: "Enter the lead guest's first name.",
      last_name: "Enter the lead guest's last name.",
      email: "Enter a valid email address, like name@example.com.",
      phone: "Enter a phone number with its country code, like +44 20 7946 0958.",
      terms: "Please accept the terms and the cancellation policy.",
    });
    const saved = { ...guest, payment_method: "saved", saved_method_id: "pm_1" };
    expect(await fieldErrors({ ...saved, first_name: "x".repeat(81), last_name: "y".repeat(81) })).toMatchObject({
      first_name: expect.any(String),
      last_name: expect.any(String),
    });
    expect(
      await fieldErrors({ ...saved, first_name: ` ${"x".repeat(80)} `, last_name: ` ${"y".repeat(80)} ` }),
    ).toEqual({});
  });

  it("phone numbers: an optional +, then 6 to 20 digits, spaces, dots, dashes or brackets", async () => {
    const saved = { ...guest, payment_method: "saved", saved_method_id: "pm_1" };
    for (const phone of ["020 7946 0958", "+44 (20) 7946-0958", "123.456"])
      expect(await fieldErrors({ ...saved, phone }), phone).toEqual({});
    for (const phone of ["+44 20 7946 0958 ext", "call +44 20 7946 0958", "++44 20 7946 0958", "12345", "1".repeat(21)])
      expect(await fieldErrors({ ...saved, phone }), phone).toHaveProperty("phone");
  });

  it("the payment method decides which fields are needed", async () => {
    expect(await fieldErrors({ ...guest, payment_method: "cash" })).toHaveProperty("payment_method");
  });
});

describe("form data", () => {
  it("the single 'payment' field becomes a saved card or a new one; no field means a new card", async () => {
    const { checkoutInput } = await load();
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return data;
    };
    expect(
      checkoutInput(
        form([
          ["first_name", "Ana"],
          ["payment", "pm_7"],
        ]),
      ),
    ).toEqual({ first_name: "Ana", payment: "pm_7", payment_method: "saved", saved_method_id: "pm_7" });
    expect(
      checkoutInput(
        form([
          ["payment", "new"],
          ["card_number", "4242"],
        ]),
      ),
    ).toEqual({ payment: "new", card_number: "4242", payment_method: "new" });
    expect(checkoutInput(form([["first_name", "Ana"]]))).toEqual({ first_name: "Ana", payment_method: "new" });
  });

  it("what was typed is kept for the form, except the card number, the CVC and files", async () => {
    const { keptValues } = await load();
    const data = new FormData();
    for (const [name, value] of Object.entries({
      first_name: "Ana",
      email: "ana@example.com",
      terms: "on",
      payment: "new",
      card_number: "4242",
      card_expiry: `12/${yy(YEAR + 1)}`,
      card_cvc: "123",
    }))
      data.append(name, value);
    data.append("last_name", new File(["x"], "x.txt"));
    expect(keptValues(data)).toEqual({
      first_name: "Ana",
      email: "ana@example.com",
      terms: "on",
      payment: "new",
      card_expiry: `12/${yy(YEAR + 1)}`,
    });
  });
});

describe("field errors for the page", () => {
  it("one message a field, the first; the saved card's id and the method are the form's 'payment' choice", async () => {
    const { checkoutFieldErrors } = await load();
    const { checkoutFormSchema } = await loadSchema();
    const saved = checkoutFormSchema.safeParse({
      ...guest,
      first_name: "",
      payment_method: "saved",
      saved_method_id: "",
    });
    expect(checkoutFieldErrors(saved.error!.issues)).toEqual({
      first_name: "Enter the lead guest's first name.",
      payment: "Choose one of your saved cards.",
    });
    const unknownMethod = checkoutFormSchema.safeParse({ ...guest, payment_method: "cash" });
    expect(Object.keys(checkoutFieldErrors(unknownMethod.error!.issues))).toEqual(["payment"]);
    expect(
      checkoutFieldErrors([
        { path: ["phone"], message: "First." },
        { path: ["phone"], message: "Second." },
        { path: ["not_a_field"], message: "Dropped." },
        { path: [], message: "Dropped too." },
      ]),
    ).toEqual({ phone: "First." });
  });

  it("each field has its label, and its input the id the summary links to", async () => {
    const { CHECKOUT_FIELDS, CHECKOUT_FIELD_LABELS, checkoutFieldId } = await load();
    expect(CHECKOUT_FIELDS.map((field) => [checkoutFieldId(field), CHECKOUT_FIELD_LABELS[field]])).toEqual([
      ["checkout-first_name", "First name"],
      ["checkout-last_name", "Last name"],
      ["checkout-email", "Email"],
      ["checkout-phone", "Phone"],
      ["checkout-terms", "Terms"],
      ["checkout-payment", "Payment"],
      ["checkout-card_number", "Card number"],
      ["checkout-card_expiry", "Expiry (MM/YY)"],
      ["checkout-card_cvc", "CVC"],
    ]);
  });
});
