import { z } from "zod";
import { clockTime, text } from "./fields";

export const KEY_HANDOVERS = ["lockbox", "smart-lock", "in-person", "reception"] as const;

/** A phone number as dialled from abroad: 6 to 20 digits, spaces and ( ) . -, an optional leading +. */
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** PUT /vendor/properties/{id}/check-in-information: every field is sent; the optional ones may be empty. */
export const CHECK_IN_RULES = z.object({
  check_in_from: clockTime("check_in_from"),
  check_out_until: clockTime("check_out_until"),
  address: text("address", 5, 200),
  address_details: text("address_details", 0, 300),
  access_instructions: text("access_instructions", 20, 2000),
  key_handover: z.enum(KEY_HANDOVERS, { error: `key_handover must be one of ${KEY_HANDOVERS.join(", ")}.` }),
  key_details: text("key_details", 0, 500),
  contact_phone: z
    .string({ error: "contact_phone must be text." })
    .trim()
    .regex(PHONE, "contact_phone must be a phone number with its country code."),
  wifi_name: text("wifi_name", 0, 64),
  wifi_password: text("wifi_password", 0, 64),
});
