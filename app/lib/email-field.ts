import { z } from "zod";

export const EMAIL_MESSAGE = "Enter a valid email address, like name@example.com.";

/** An email address as typed: surrounding spaces are trimmed before the format is checked. */
export const emailField = (maxLength = 254) =>
  z.string().trim().pipe(z.email(EMAIL_MESSAGE).max(maxLength, EMAIL_MESSAGE));
