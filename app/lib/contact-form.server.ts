import { z } from "zod";
import type { ContactField } from "~/lib/contact-form";
import { emailField } from "~/lib/email-field";

/** The contact form, as the action checks it: one rule and one message a field. */
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
} satisfies Record<ContactField, z.ZodType>);

export type ContactForm = z.infer<typeof contactFormSchema>;

export function contactErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
