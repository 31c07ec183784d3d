import { z } from "zod";
import { emailField } from "~/lib/email-field";
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

const guestDetails = {
  first_name: z.string().trim().min(1, "Enter the lead guest's first name.").max(80),
  last_name: z.string().trim().min(1, "Enter the lead guest's last name.").max(80),
  email: emailField(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,20}$/, "Enter a phone number with its country code, like +44 20 7946 0958."),
  terms: z.literal("on", { error: "Please accept the terms and the cancellation policy." }),
};

/** The checkout form, shared by the action and the browser. A saved card or a new card. */
export const checkoutFormSchema = z.discriminatedUnion("payment_method", [
  z.object({
    ...guestDetails,
    payment_method: z.literal("saved"),
    saved_method_id: z.string().min(1, "Choose one of your saved cards."),
  }),
  z.object({
    ...guestDetails,
    payment_method: z.literal("new"),
    card_number: z.string().refine(passesLuhn, "Check the card number."),
    card_expiry: z.string().refine((value) => expiryIsValid(value), "Enter the expiry as MM/YY, not in the past."),
    card_cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Enter the 3 or 4 digits on the back of the card."),
  }),
]);

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

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

/** The schema's fields that are not inputs of their own: both are the form's `payment` choice. */
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
