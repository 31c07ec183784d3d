import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactValuesFrom } from "~/lib/contact-form";
import { contactErrors, contactFormSchema } from "~/lib/contact-form.server";

const valid = {
  name: "Ana Sousa",
  email: "ana@example.com",
  subject: "booking",
  message: "Where do I collect the keys?",
};
const errorsOf = (input: unknown) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : contactErrors(result.error);
};

describe("the contact form", () => {
  it("trims what was typed; a booking reference is optional", () => {
    expect(
      contactFormSchema.parse({
        name: "  Al  ",
        email: "ana@example.com",
        subject: "other",
        message: `  ${"m".repeat(20)}  `,
        booking_reference: " HB-100001 ",
      }),
    ).toEqual({
      name: "Al",
      email: "ana@example.com",
      subject: "other",
      message: "m".repeat(20),
      booking_reference: "HB-100001",
    });
    expect(contactFormSchema.parse(valid)).toEqual(valid);
    expect(contactFormSchema.parse({ ...valid, booking_reference: "" }).booking_reference).toBe("");
  });

  it("each field's message", () => {
    expect(
      errorsOf({
        name: " A ",
        email: "ana",
        subject: "refund",
        message: `  ${"m".repeat(19)}  `,
        booking_reference: "HB 1",
      }),
    ).toEqual({
      name: "Enter your name.",
      email: "Enter a valid email address, like name@example.com.",
      subject: "Choose what your message is about.",
      message: "Tell us a little more: at least 20 characters.",
      booking_reference: "A booking reference has 4 to 20 letters, digits or dashes, like HB-100001.",
    });
    expect(errorsOf({ ...valid, name: "x".repeat(101), message: "m".repeat(5001) })).toEqual({
      name: "Keep your name under 100 characters.",
      message: "Keep your message under 5,000 characters.",
    });
    expect(errorsOf({ ...valid, name: ` ${"x".repeat(100)} `, message: ` ${"m".repeat(5000)} ` })).toEqual({});
  });

  it("every subject of the list is accepted", () => {
    for (const subject of ["booking", "payment", "owner", "other"])
      expect(errorsOf({ ...valid, subject }), subject).toEqual({});
  });

  it("a booking reference: 4 to 20 letters, digits or dashes, nothing around them", () => {
    for (const reference of ["hb-1", "HB-100001", "A".repeat(20)])
      expect(errorsOf({ ...valid, booking_reference: reference }), reference).toEqual({});
    for (const reference of ["HB1", "A".repeat(21), "#HB-100001", "HB-100001!"])
      expect(errorsOf({ ...valid, booking_reference: reference }), reference).toHaveProperty("booking_reference");
  });

  it("errors: the first message of each field; issues without a field are left out", () => {
    const error = new z.ZodError([
      { code: "custom", path: ["name"], message: "first", input: "" },
      { code: "custom", path: ["name"], message: "second", input: "" },
      { code: "custom", path: [], message: "whole form", input: "" },
    ]);
    expect(contactErrors(error)).toEqual({ name: "first" });
  });

  it("the typed values, as strings, files left out", () => {
    const form = new FormData();
    form.append("name", "Ana");
    form.append("message", new File(["x"], "x.txt"));
    expect(contactValuesFrom(form)).toEqual({
      name: "Ana",
      email: "",
      subject: "",
      message: "",
      booking_reference: "",
    });
  });
});
