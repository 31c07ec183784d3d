import { now as clockNow } from "~/lib/clock";
import { formText } from "~/lib/form-fields";

/** Luhn check of a card number's digits. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" not in the past (relative to `now`). */
export function expiryIsValid(value: string, now = clockNow()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const CHECKOUT_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "terms",
  "payment",
  "card_number",
  "card_expiry",
  "card_cvc",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Each field's label, as the form shows it and the error summary names it. */
export const CHECKOUT_FIELD_LABELS: Record<CheckoutField, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  terms: "Terms",
  payment: "Payment",
  card_number: "Card number",
  card_expiry: "Expiry (MM/YY)",
  card_cvc: "CVC",
};

/** The id of a field's input: its label, its error and the error summary's link point to it. */
export function checkoutFieldId(field: CheckoutField): string {
  return `checkout-${field}`;
}

/** The schema's fields (checkout-form.server.ts) that are not inputs of their own: both are the form's `payment` choice. */
const PAYMENT_CHOICE = new Set<PropertyKey>(["payment_method", "saved_method_id"]);

/** The first message of each field, keyed by the form field that shows it. */
export function checkoutFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const issue of issues) {
    const [name] = issue.path;
    const field = PAYMENT_CHOICE.has(name ?? "") ? "payment" : CHECKOUT_FIELDS.find((known) => known === name);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** What was typed, minus the card number and CVC, which are never sent back to the page. */
export function keptValues(form: FormData): Partial<Record<CheckoutField, string>> {
  const values: Partial<Record<CheckoutField, string>> = {};
  for (const field of CHECKOUT_FIELDS) {
    if (field === "card_number" || field === "card_cvc") continue;
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The form's single `payment` choice (a saved card id, or "new") in the schema's shape. */
export function checkoutInput(form: FormData): Record<string, unknown> {
  const fields = Object.fromEntries(form) as Record<string, unknown>;
  const payment = form.has("payment") ? formText(form, "payment") : "new";
  return payment === "new"
    ? { ...fields, payment_method: "new" }
    : { ...fields, payment_method: "saved", saved_method_id: payment };
}
