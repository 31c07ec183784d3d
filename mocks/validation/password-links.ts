import { z } from "zod";

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/** POST /account/password_reset: the token of a set-your-password link and the new password. */
export const PASSWORD_RESET_RULES = z.object({
  token: z
    .string({ error: "token is required: open the link from the email." })
    .trim()
    .min(1, "token is required: open the link from the email.")
    .max(512, "This link is not one we sent."),
  password: z
    .string({ error: `The password needs ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.` })
    .min(MIN_PASSWORD, `The password needs ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`)
    .max(MAX_PASSWORD, `The password needs ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`),
});

/** GET /demo/outbox: whose messages. */
export const OUTBOX_RULES = z.object({
  to: z.string({ error: "to is required: an email address." }).trim().min(3, "to is required: an email address."),
});
