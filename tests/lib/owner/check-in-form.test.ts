import { describe, expect, it } from "vitest";
import { CHECK_IN_FIELDS, KEY_HANDOVERS } from "~/lib/owner/check-in-form";
import { checkInFormSchema } from "~/lib/owner/check-in-form.server";

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("check-in information", () => {
  const valid = {
    check_in_from: "16:00",
    check_out_until: "10:00",
    address: "Rua Augusta 1, Lisbon",
    address_details: "Third floor",
    access_instructions: "The lockbox is left of the door.",
    key_handover: "lockbox",
    key_details: "Code 1234",
    contact_phone: "+351 21 000 0000",
    wifi_name: "Casa",
    wifi_password: "secret",
  };

  it("the fields and the key handovers", () => {
    expect(CHECK_IN_FIELDS).toEqual([
      "check_in_from",
      "check_out_until",
      "address",
      "address_details",
      "access_instructions",
      "key_handover",
      "key_details",
      "contact_phone",
      "wifi_name",
      "wifi_password",
    ]);
    expect(KEY_HANDOVERS).toEqual({
      lockbox: "Key in a lockbox",
      "smart-lock": "Smart lock with a code",
      "in-person": "The host meets you",
      reception: "Collect from a reception or shop",
    });
    for (const key_handover of Object.keys(KEY_HANDOVERS))
      expect(fieldErrors(checkInFormSchema.safeParse({ ...valid, key_handover })), key_handover).toEqual({});
  });

  it("the action checks exactly the form's fields, in its order", () => {
    expect(Object.keys(checkInFormSchema.shape)).toEqual([...CHECK_IN_FIELDS]);
  });

  it("every text field is trimmed", () => {
    const padded = {
      ...Object.fromEntries(Object.entries(valid).map(([name, value]) => [name, ` ${value} `])),
      key_handover: "lockbox",
    };
    expect(checkInFormSchema.parse(padded)).toEqual(valid);
  });

  it("each field's message", () => {
    expect(
      fieldErrors(
        checkInFormSchema.safeParse({
          ...valid,
          check_in_from: "4pm",
          check_out_until: "10",
          address: " Rua ",
          access_instructions: ` ${"x".repeat(19)} `,
          key_handover: "mail",
          contact_phone: "call me",
        }),
      ),
    ).toEqual({
      check_in_from: "Enter the check-in time like 16:00.",
      check_out_until: "Enter the check-out time like 16:00.",
      address: "Enter the full street address guests should go to.",
      access_instructions: "Tell guests how to get in, in at least 20 characters.",
      key_handover: "Choose how guests get the keys.",
      contact_phone: "Enter a phone number with its country code, like +351 21 000 0000.",
    });
    expect(
      fieldErrors(
        checkInFormSchema.safeParse({
          ...valid,
          address: "x".repeat(201),
          address_details: "x".repeat(301),
          access_instructions: "x".repeat(2001),
          key_details: "x".repeat(501),
          wifi_name: "x".repeat(65),
          wifi_password: "x".repeat(65),
        }),
      ),
    ).toEqual({
      address: "Keep the address under 200 characters.",
      address_details: "Keep the address details under 300 characters.",
      access_instructions: "Keep the instructions under 2,000 characters.",
      key_details: "Keep the key details under 500 characters.",
      wifi_name: "A Wi-Fi name has at most 64 characters.",
      wifi_password: "A Wi-Fi password has at most 64 characters.",
    });
    const atLimits = {
      ...valid,
      address: ` ${"x".repeat(200)} `,
      address_details: ` ${"x".repeat(300)} `,
      access_instructions: ` ${"x".repeat(2000)} `,
      key_details: ` ${"x".repeat(500)} `,
      wifi_name: ` ${"x".repeat(64)} `,
      wifi_password: ` ${"x".repeat(64)} `,
    };
    expect(fieldErrors(checkInFormSchema.safeParse(atLimits))).toEqual({});
  });

  it("phone numbers: an optional +, then 6 to 20 digits, spaces, dots, dashes or brackets", () => {
    for (const contact_phone of ["021 000 0000", "(21) 000-0000"])
      expect(fieldErrors(checkInFormSchema.safeParse({ ...valid, contact_phone })), contact_phone).toEqual({});
    for (const contact_phone of ["tel +351 21 000 0000", "+351 21 000 0000 ext 2", "12345"])
      expect(fieldErrors(checkInFormSchema.safeParse({ ...valid, contact_phone })), contact_phone).toHaveProperty(
        "contact_phone",
      );
  });
});
