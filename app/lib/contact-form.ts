import { z } from "zod";
import { emailField } from "~/lib/email-field";
import { formText } from "~/lib/form-fields";

export const CONTACT_SUBJECTS = [
  { value: "booking", label: "A booking" },
  { value: "payment", label: "Payment or a refund" },
  { value: "owner", label: "Listing my property" },
  { value: "other", label: "Something else" },
] as const;

/** The contact form, one schema for the server action and the browser. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, "Enter your name.").max(100, "Keep your name under 100 characters."),
  email: emailField(),
  subject: z.enum(["booking", "payment", "owner", "other"], { error: "Choose what your message is about." }),
  message: z
    .string()
    .trim()
    .min(20, "Tell us a little more: at least 20 characters.")
    .max(5000, "Keep your message under 5,000 characters."),
  booking_reference: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{4,20}$/i, "A booking reference has 4 to 20 letters, digits or dashes, like HB-100001.")
    .or(z.literal(""))
    .optional(),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactForm;
export type ContactValues = Record<ContactField, string>;

export const CONTACT_FIELDS: ContactField[] = ["name", "email", "subject", "message", "booking_reference"];

/** The typed values, as strings, so the form can be shown again exactly as it was. */
export function contactValuesFrom(form: FormData): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(form, field)])) as ContactValues;
}

export function contactErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
