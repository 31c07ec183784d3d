import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/set-password-form";

const lengthMessage = `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`;

/** The token of the link (a hidden field), the new password and the same again. */
export const setPasswordFormSchema = z
  .object({
    token: z.string().trim().min(1).max(512),
    password: z.string().min(MIN_PASSWORD_LENGTH, lengthMessage).max(MAX_PASSWORD_LENGTH, lengthMessage),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { path: ["confirm"], message: "The two passwords differ." });
