import { z } from "zod";
import { dataAnswerSchema, isoDateSchema } from "./common";
import { listingStatusSchema, ownerNameSchema } from "./owner-listings";
import { propertySummarySchema } from "./properties";

/** docs/api.md, Owners: the signed-in vendor's properties. */
export const vendorPropertySchema = propertySummarySchema.extend({
  status: listingStatusSchema.default("published"),
  owner_name: ownerNameSchema,
  has_check_in_information: z.boolean().default(false),
  rate_count: z.number().int().min(0).default(0),
});
export type VendorProperty = z.infer<typeof vendorPropertySchema>;
export const vendorPropertiesAnswerSchema = dataAnswerSchema(z.object({ entities: z.array(vendorPropertySchema) }));

/** The listing draft: each saved step's values, as the form saved them. */
export const listingDraftAnswerSchema = dataAnswerSchema(z.object({ steps: z.record(z.string(), z.unknown()) }));

export const uploadAnswerSchema = dataAnswerSchema(
  z.object({ id: z.string().min(1), url: z.string().min(1), content_type: z.string(), size: z.number().int().min(0) }),
);
export const publishedAnswerSchema = dataAnswerSchema(z.object({ id: z.number().int(), slug: z.string() }));

export const rateAnswerSchema = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  nightly_price: z.number().nonnegative(),
  minimum_stay: z.number().int().min(1),
});
export const pricingSchema = z.object({
  property_id: z.number().int(),
  currency: z.string().length(3),
  nightly_price: z.number().nonnegative(),
  cleaning_fee: z.number().nonnegative(),
  extra_guest_fee: z.number().nonnegative(),
  extra_guest_from: z.number().int().min(1),
  minimum_stay: z.number().int().min(1),
  rates: z.array(rateAnswerSchema),
});
export type Pricing = z.infer<typeof pricingSchema>;
export const pricingAnswerSchema = dataAnswerSchema(pricingSchema);

export const checkInAnswerSchema = dataAnswerSchema(
  z.object({ property_id: z.number().int(), information: z.record(z.string(), z.string()).nullable() }),
);

export const channelManagersAnswerSchema = dataAnswerSchema(
  z.object({ entities: z.array(z.object({ slug: z.string(), name: z.string() })) }),
);
export const channelConnectionSchema = z.object({
  status: z.enum(["connected", "disconnected"]),
  provider: z.string().nullable(),
  provider_name: z.string().nullable(),
  account_id: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;
export const channelConnectionAnswerSchema = dataAnswerSchema(channelConnectionSchema);
export const channelTestAnswerSchema = dataAnswerSchema(z.object({ ok: z.boolean(), message: z.string() }));
