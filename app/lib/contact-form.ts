import { formText } from "~/lib/form-fields";

export const CONTACT_SUBJECTS = [
  { value: "booking", label: "A booking" },
  { value: "payment", label: "Payment or a refund" },
  { value: "owner", label: "Listing my property" },
  { value: "other", label: "Something else" },
] as const;

/** The contact form's fields; the action checks them (contact-form.server.ts) and answers each one's message. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message", "booking_reference"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The typed values, as strings, so the form can be shown again exactly as it was. */
export function contactValuesFrom(form: FormData): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(form, field)])) as ContactValues;
}
