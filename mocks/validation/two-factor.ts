import { z } from "zod";

/** POST /two_factor_auth: the pending-login token login_json gave, and a 6-digit code. */
export const TWO_FACTOR_RULES = z.object({
  two_factor_token: z
    .string({ error: "two_factor_token is required: sign in with your password first." })
    .trim()
    .min(1, "two_factor_token is required: sign in with your password first.")
    .max(512, "two_factor_token is not one we issued."),
  code: z
    .string({ error: "code must be 6 digits." })
    .trim()
    .regex(/^\d{6}$/, "code must be 6 digits."),
});
