import { z } from "zod";
import { emailField } from "~/lib/email-field";

/** The sign-in forms (SPEC 2 form modes), one schema each, shared by the action and the browser. */
export const LOGIN_INTENTS = ["login", "two-factor", "quick-store", "password-recover"] as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[number];

const email = emailField();

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password.").max(200),
});

/** The account is the one of the password step's challenge, not a field (login-action.server.ts). */
export const twoFactorFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
});

export const quickStoreFormSchema = z.object({
  first_name: z.string().trim().min(1, "Enter your first name.").max(80),
  last_name: z.string().trim().min(1, "Enter your last name.").max(80),
  email,
});

export const passwordRecoverFormSchema = z.object({ email });

export const userTypeSchema = z.enum(["guest", "vendor"]).catch("guest");

export const SCHEMA_BY_INTENT = {
  login: loginFormSchema,
  "two-factor": twoFactorFormSchema,
  "quick-store": quickStoreFormSchema,
  "password-recover": passwordRecoverFormSchema,
} as const;

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function isLoginIntent(value: unknown): value is LoginIntent {
  return typeof value === "string" && (LOGIN_INTENTS as readonly string[]).includes(value);
}

/** What the sign-in action answers: the form to show next, what was typed and what went wrong. */
export interface LoginActionData {
  intent: LoginIntent;
  /** The form to show next: the same one on an error, two-factor after a login that needs it. */
  mode: LoginIntent;
  type: "guest" | "vendor";
  /** What the visitor typed, passwords and codes excepted. */
  values: { email: string; first_name: string; last_name: string };
  fieldErrors: FieldErrors;
  formError: string | null;
  /** SPEC 2 sign-in modal state: a guest account tried to sign in as a vendor to list a property. */
  listYourPropertyError: string | null;
  message: string | null;
  signedIn: boolean;
}
