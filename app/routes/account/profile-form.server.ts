import { z } from "zod";
import { emailField } from "~/lib/email-field";

/** The profile form, as the action checks it; the page shows each field's message it answers. */
export const profileFormSchema = z.object({
  first_name: z.string().trim().min(1, "Enter your first name.").max(80),
  last_name: z.string().trim().min(1, "Enter your last name.").max(80),
  email: emailField(),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[\d\s().-]{6,20}$/, "Enter a phone number with its country code, like +44 20 7946 0958."),
});
