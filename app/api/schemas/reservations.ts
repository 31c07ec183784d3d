import { z } from "zod";
import { listAnswerSchema, isoDateSchema } from "./common";
import { ownerNameSchema } from "./owner-listings";
import { bookingSchema } from "./properties";

export const RESERVATION_SCOPES = ["upcoming", "current", "past", "cancelled"] as const;
export type ReservationScope = (typeof RESERVATION_SCOPES)[number];

/** An entry of GET /vendor/reservations (docs/api.md, Owners): a booking of one of the vendor's properties. */
export const reservationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(["confirmed", "pending", "cancelled"]),
  scope: z.enum(RESERVATION_SCOPES),
  property: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    owner_name: ownerNameSchema,
    destination: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  }),
  guest: bookingSchema.shape.guest,
  check_in: isoDateSchema,
  check_out: isoDateSchema,
  nights: z.number().int().min(1),
  guests: z.number().int().min(1),
  currency: z.string().length(3),
  price: bookingSchema.shape.price,
  total: z.number().nonnegative(),
  service_fee: z.number().nonnegative(),
  payout: z.number().nonnegative(),
  arrival: z.object({
    check_in_from: z.string(),
    check_out_until: z.string(),
    check_in_information: z.record(z.string(), z.string()).nullable(),
  }),
  cancellation: bookingSchema.shape.cancellation,
  booked_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationListAnswerSchema = listAnswerSchema(reservationSchema);
