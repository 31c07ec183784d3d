import { z } from "zod";
import { dataAnswerSchema, imageSchema, isoDateSchema, paginationSchema } from "./common";

/** docs/api.md, Owners, Listings: published (guests see and book it) or paused (hidden until published again). */
export const listingStatusSchema = z.enum(["published", "paused"]);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/**
 * Who owns the property when it is not the signed-in vendor's own: an agent's owner (docs/api.md,
 * Owners). Null for the vendor's own property.
 */
export const ownerNameSchema = z.string().nullable().default(null);

export const ownerListingSchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string(),
  status: listingStatusSchema,
  owner_name: ownerNameSchema,
  destination: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  picture: imageSchema.nullable(),
  nightly_price: z.number().nonnegative(),
  currency: z.string().length(3),
  next_booking: z
    .object({
      check_in: isoDateSchema,
      check_out: isoDateSchema,
      guests: z.number().int().min(1).nullable(),
      guest_name: z.string().nullable(),
    })
    .nullable(),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** The publish wizard's draft, when the vendor has saved a step of one. */
export const listingDraftSummarySchema = z.object({
  title: z.string().nullable(),
  saved_steps: z.array(z.string()),
  step_count: z.number().int().min(1),
});
export type ListingDraftSummary = z.infer<typeof listingDraftSummarySchema>;

export const ownerListingsAnswerSchema = dataAnswerSchema(
  z.object({
    entities: z.array(ownerListingSchema),
    pagination: paginationSchema,
    draft: listingDraftSummarySchema.nullable(),
  }),
);

/** One property as the wizard's steps, each in the draft's shape. */
export const editableListingAnswerSchema = dataAnswerSchema(
  z.object({
    id: z.number().int(),
    slug: z.string().min(1),
    status: listingStatusSchema,
    owner_name: ownerNameSchema,
    steps: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
);

export const listingStatusAnswerSchema = dataAnswerSchema(
  z.object({ id: z.number().int(), slug: z.string().min(1), status: listingStatusSchema }),
);
