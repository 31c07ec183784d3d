import { z } from "zod";
import { categoryRefSchema, dataAnswerSchema, imageSchema, isoDateSchema, listAnswerSchema } from "./common";

export const propertySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string().default(""),
  destination: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  category: categoryRefSchema.nullish().transform((value) => value ?? null),
  latitude: z.number(),
  longitude: z.number(),
  nightly_price: z.number().nonnegative(),
  currency: z.string().length(3),
  max_guests: z.number().int().min(1),
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().min(0),
  rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().min(0),
  amenities: z.array(z.string()).default([]),
  images: z.array(imageSchema).default([]),
  /** Present in search answers when dates were given: the full price of that stay. */
  stay_total: z.number().nonnegative().optional(),
  /** Present in search answers when dates were given: that stay's average night (its quote's nightly_price). */
  stay_nightly_price: z.number().nonnegative().optional(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const reviewSchema = z.object({
  author: z.string(),
  rating: z.number().min(1).max(5),
  text: z.string(),
  date: z.string(),
});

export type Review = z.infer<typeof reviewSchema>;
export const reviewListAnswerSchema = listAnswerSchema(reviewSchema);

/** A score guests give besides the overall one (cleanliness, location…), averaged over the reviews. */
export const reviewCategorySchema = z.object({ name: z.string(), rating: z.number().min(0).max(5) });
export type ReviewCategory = z.infer<typeof reviewCategorySchema>;

export const hostSchema = z.object({
  first_name: z.string(),
  avatar_url: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** The day the host started hosting (YYYY-MM-DD), when known. */
  joined_at: isoDateSchema.nullish().transform((value) => value ?? null),
  /** Percent of enquiries answered. */
  response_rate: z
    .number()
    .min(0)
    .max(100)
    .nullish()
    .transform((value) => value ?? null),
  /** In words: "within an hour". */
  response_time: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Host = z.infer<typeof hostSchema>;

export const propertySchema = propertySummarySchema.extend({
  description: z.string().default(""),
  house_rules: z.array(z.string()).default([]),
  check_in_time: z.string().default("15:00"),
  check_out_time: z.string().default("10:00"),
  cancellation_policy: z.string().default(""),
  /** The newest few reviews; GET /properties/{id}/reviews pages all of them. */
  reviews: z.array(reviewSchema).default([]),
  review_categories: z.array(reviewCategorySchema).default([]),
  host: hostSchema.nullish().transform((value) => value ?? null),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListAnswerSchema = listAnswerSchema(propertySummarySchema);
export const propertyAnswerSchema = dataAnswerSchema(propertySchema);

export const availabilityAnswerSchema = dataAnswerSchema(
  z.object({
    property_id: z.number().int(),
    from: isoDateSchema,
    to: isoDateSchema,
    unavailable: z.array(z.object({ start: isoDateSchema, end: isoDateSchema })),
  }),
);

export const quoteSchema = z.object({
  property_id: z.number().int(),
  check_in: isoDateSchema,
  check_out: isoDateSchema,
  guests: z.number().int().min(1),
  nights: z.number().int().min(1),
  nightly_price: z.number().nonnegative(),
  subtotal: z.number().nonnegative(),
  cleaning_fee: z.number().nonnegative(),
  /** The owner's extra-guest fee for this stay (0 when none applies). */
  extra_guest_fee: z.number().nonnegative().default(0),
  service_fee: z.number().nonnegative(),
  taxes: z.number().nonnegative(),
  total: z.number().nonnegative(),
  currency: z.string().length(3),
  available: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteAnswerSchema = dataAnswerSchema(quoteSchema);

export const bookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(["confirmed", "pending", "cancelled"]),
  property_id: z.number().int(),
  check_in: isoDateSchema,
  check_out: isoDateSchema,
  guests: z.number().int().min(1),
  total: z.number().nonnegative(),
  currency: z.string().length(3),
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  created_at: z.string(),
  /** The owner's arrival details, when they have set them (docs/api.md, Owners). */
  check_in_information: z.record(z.string(), z.string()).nullish(),
  /** The quote's lines when it was booked; an API that keeps only the total sends none. */
  price: quoteSchema
    .pick({
      nights: true,
      nightly_price: true,
      subtotal: true,
      cleaning_fee: true,
      extra_guest_fee: true,
      service_fee: true,
      taxes: true,
      total: true,
    })
    .nullish()
    .transform((value) => value ?? null),
  /** Set once the booking is cancelled: the day and what was refunded. */
  cancellation: z
    .object({
      cancelled_on: isoDateSchema,
      refund: z.number().nonnegative(),
      refund_percent: z.number().min(0).max(100),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingAnswerSchema = dataAnswerSchema(bookingSchema);

/** An entry of GET /guest/bookings: the booking and the home it is for (null when no longer listed). */
export const tripSchema = bookingSchema.extend({
  property: propertySummarySchema.omit({ stay_total: true, stay_nightly_price: true }).nullable(),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripListAnswerSchema = listAnswerSchema(tripSchema);

/** GET /guest/bookings/{id}/cancellation: what cancelling today would refund, under the home's policy. */
export const cancellationQuoteSchema = z.object({
  booking_id: z.number().int(),
  reference: z.string(),
  cancellable: z.boolean(),
  reason: z.string().nullable(),
  policy: z.string(),
  quoted_on: isoDateSchema,
  days_before_arrival: z.number().int(),
  refund_percent: z.number().min(0).max(100),
  refund: z.number().nonnegative(),
  total: z.number().nonnegative(),
  currency: z.string().length(3),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
export const cancellationQuoteAnswerSchema = dataAnswerSchema(cancellationQuoteSchema);
