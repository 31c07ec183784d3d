import { z } from "zod";

export const TRIP_SCOPES = ["upcoming", "past", "cancelled"] as const;

/** GET /guest/bookings: which of the guest's bookings (page and per_page: respond.ts pageParams). */
export const TRIP_LIST_RULES = z.object({
  scope: z.enum(TRIP_SCOPES, { error: `scope must be one of ${TRIP_SCOPES.join(", ")}.` }).default("upcoming"),
});

/** POST /guest/bookings/{id}/cancel: optionally, the refund the guest was shown (a number with two decimals at most). */
export const CANCEL_RULES = z.object({
  refund: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, "refund must be an amount like 120.50.")
    .transform(Number)
    .optional(),
});
