export const KEY_HANDOVERS = {
  lockbox: "Key in a lockbox",
  "smart-lock": "Smart lock with a code",
  "in-person": "The host meets you",
  reception: "Collect from a reception or shop",
} as const;
export type KeyHandover = keyof typeof KEY_HANDOVERS;

/**
 * What a guest needs to arrive, shown to them on their booking summary: the form's fields, in its
 * order. The action checks them (check-in-form.server.ts) and answers each one's message.
 */
export const CHECK_IN_FIELDS = [
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
] as const;
export type CheckInField = (typeof CHECK_IN_FIELDS)[number];
