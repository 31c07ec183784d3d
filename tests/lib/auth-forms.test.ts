import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  LOGIN_INTENTS,
  SCHEMA_BY_INTENT,
  fieldErrorsOf,
  isLoginIntent,
  loginFormSchema,
  passwordRecoverFormSchema,
  quickStoreFormSchema,
  twoFactorFormSchema,
  userTypeSchema,
} from "~/lib/auth-forms";

const errors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("sign-in forms (SPEC 2 form modes, SPEC 6 user types)", () => {
  it("the intents and their schemas", () => {
    expect(LOGIN_INTENTS).toEqual(["login", "two-factor", "quick-store", "password-recover"]);
    expect(SCHEMA_BY_INTENT).toEqual({
      login: loginFormSchema,
      "two-factor": twoFactorFormSchema,
      "quick-store": quickStoreFormSchema,
      "password-recover": passwordRecoverFormSchema,
    });
    for (const intent of LOGIN_INTENTS) expect(isLoginIntent(intent)).toBe(true);
    for (const value of ["Login", "", "signup", undefined, 1]) expect(isLoginIntent(value)).toBe(false);
  });

  it("an email typed with spaces around it is trimmed, then checked", () => {
    expect(loginFormSchema.parse({ email: "  ana@example.com ", password: "password123" })).toMatchObject({
      email: "ana@example.com",
    });
    expect(errors(loginFormSchema, { email: " ana@ ", password: "password123" })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
    });
  });

  it("the user type is guest or vendor, guest for anything else", () => {
    expect(userTypeSchema.parse("vendor")).toBe("vendor");
    expect(userTypeSchema.parse("guest")).toBe("guest");
    expect(userTypeSchema.parse("admin")).toBe("guest");
    expect(userTypeSchema.parse(undefined)).toBe("guest");
    expect(userTypeSchema.parse("")).toBe("guest");
  });

  it("login: a valid email and a password up to 200 characters", () => {
    expect(loginFormSchema.parse({ email: "ana@example.com", password: "p" })).toEqual({
      email: "ana@example.com",
      password: "p",
    });
    expect(errors(loginFormSchema, { email: "ana", password: "" })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
      password: "Enter your password.",
    });
    expect(loginFormSchema.safeParse({ email: "ana@example.com", password: "x".repeat(200) }).success).toBe(true);
    expect(loginFormSchema.safeParse({ email: "ana@example.com", password: "x".repeat(201) }).success).toBe(false);
    expect(loginFormSchema.safeParse({ email: `${"a".repeat(243)}@example.com`, password: "p" }).success).toBe(false);
  });

  it("password recovery: a valid email", () => {
    expect(passwordRecoverFormSchema.parse({ email: "ana@example.com", extra: "x" })).toEqual({
      email: "ana@example.com",
    });
    expect(errors(passwordRecoverFormSchema, { email: "ana" })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
    });
  });

  it("two-factor: exactly six digits; the account is the challenge's, not a field", () => {
    expect(twoFactorFormSchema.parse({ email: "ana@example.com", code: " 123456 " })).toEqual({ code: "123456" });
    for (const code of ["12345", "1234567", "12345a", "a123456"])
      expect(errors(twoFactorFormSchema, { code }), code).toEqual({
        code: "Enter the 6-digit code.",
      });
  });

  it("quick store: first and last name, trimmed, 1 to 80 characters", () => {
    expect(quickStoreFormSchema.parse({ first_name: " Ana ", last_name: " Sousa ", email: "ana@example.com" })).toEqual(
      { first_name: "Ana", last_name: "Sousa", email: "ana@example.com" },
    );
    expect(errors(quickStoreFormSchema, { first_name: "  ", last_name: "", email: "ana@example.com" })).toEqual({
      first_name: "Enter your first name.",
      last_name: "Enter your last name.",
    });
    expect(
      quickStoreFormSchema.safeParse({
        first_name: "x".repeat(80),
        last_name: "y".repeat(80),
        email: "ana@example.com",
      }).success,
    ).toBe(true);
    expect(
      errors(quickStoreFormSchema, { first_name: "x".repeat(81), last_name: "y".repeat(81), email: "ana@example.com" }),
    ).toMatchObject({ first_name: expect.any(String), last_name: expect.any(String) });
  });

  it("field errors: the first message of each field; a form-wide issue under 'form'", () => {
    const schema = z.object({ a: z.string().min(2, "first").regex(/x/, "second"), b: z.string().min(1, "third") });
    const result = schema.safeParse({ a: "b", b: "" });
    expect(result.success || fieldErrorsOf(result.error)).toEqual({ a: "first", b: "third" });
    const formOnly = z
      .object({ a: z.string() })
      .refine(() => false, "whole form")
      .safeParse({ a: "b" });
    expect(formOnly.success || fieldErrorsOf(formOnly.error)).toEqual({ form: "whole form" });
  });
});
