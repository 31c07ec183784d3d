import { z } from "zod";
import { type CheckInField, KEY_HANDOVERS, type KeyHandover } from "~/lib/owner/check-in-form";
import { CLOCK_TIME } from "~/lib/owner/clock-time";

const time = (label: string) => z.string().trim().regex(CLOCK_TIME, `Enter the ${label} time like 16:00.`);

/** The check-in information form (CHECK_IN_FIELDS, in that order), as the action checks it. */
export const checkInFormSchema = z.object({
  check_in_from: time("check-in"),
  check_out_until: time("check-out"),
  address: z
    .string()
    .trim()
    .min(5, "Enter the full street address guests should go to.")
    .max(200, "Keep the address under 200 characters."),
  address_details: z.string().trim().max(300, "Keep the address details under 300 characters."),
  access_instructions: z
    .string()
    .trim()
    .min(20, "Tell guests how to get in, in at least 20 characters.")
    .max(2000, "Keep the instructions under 2,000 characters."),
  key_handover: z.enum(Object.keys(KEY_HANDOVERS) as [KeyHandover, ...KeyHandover[]], {
    error: "Choose how guests get the keys.",
  }),
  key_details: z.string().trim().max(500, "Keep the key details under 500 characters."),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,20}$/, "Enter a phone number with its country code, like +351 21 000 0000."),
  wifi_name: z.string().trim().max(64, "A Wi-Fi name has at most 64 characters."),
  wifi_password: z.string().trim().max(64, "A Wi-Fi password has at most 64 characters."),
} satisfies Record<CheckInField, z.ZodType>);
export type CheckInInformation = z.output<typeof checkInFormSchema>;
