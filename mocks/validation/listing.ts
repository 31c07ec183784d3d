import { z } from "zod";
import { AMENITIES } from "../seed/places";
import { amount, clockTime, text, wholeNumber } from "./fields";

/** docs/api.md, Owners: a listing is written in these steps, each saved to the draft on its own. */
export const LISTING_STEPS = ["basics", "location", "capacity", "amenities", "pictures", "rules", "prices"] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

export const CURRENCIES = ["EUR", "GBP", "NOK"] as const;
export const MIN_PICTURES = 3;
export const MAX_PICTURES = 12;

/** What each cancellation policy promises, in the words property answers use. */
export const CANCELLATION_POLICIES = {
  flexible: "Flexible: full refund up to 24 hours before check-in",
  moderate: "Moderate: full refund up to 5 days before check-in",
  strict: "Strict: 50% refund up to 7 days before check-in",
} as const;
const POLICY_NAMES = Object.keys(CANCELLATION_POLICIES) as (keyof typeof CANCELLATION_POLICIES)[];

const STEP_IS_OBJECT = { error: "Send the step's values as a JSON object." };

function coordinate(name: string, limit: number) {
  const message = `${name} must be a number from -${limit} to ${limit}.`;
  return z.number({ error: message }).min(-limit, message).max(limit, message);
}

/** Each step's values (JSON types, strings trimmed): what PUT /vendor/property-draft accepts. */
export const STEP_RULES = {
  basics: z.object(
    {
      title: text("title", 8, 90),
      category_id: z
        .number({ error: "category_id must be the id of a category." })
        .int("category_id must be the id of a category.")
        .positive("category_id must be the id of a category."),
      summary: text("summary", 20, 200),
      description: text("description", 80, 5000),
    },
    STEP_IS_OBJECT,
  ),
  location: z.object(
    {
      destination_slug: text("destination_slug", 1, 120),
      address: text("address", 5, 200),
      postal_code: text("postal_code", 2, 12),
      latitude: coordinate("latitude", 90),
      longitude: coordinate("longitude", 180),
    },
    STEP_IS_OBJECT,
  ),
  capacity: z
    .object(
      {
        max_guests: wholeNumber("max_guests", 1, 30),
        bedrooms: wholeNumber("bedrooms", 0, 20),
        beds: wholeNumber("beds", 1, 40),
        bathrooms: wholeNumber("bathrooms", 1, 20),
      },
      STEP_IS_OBJECT,
    )
    .refine((capacity) => capacity.beds * 2 >= capacity.max_guests, {
      path: ["beds"],
      message: "beds must sleep every guest, two a bed at most.",
    }),
  amenities: z.object(
    {
      amenities: z
        .array(z.enum(AMENITIES, { error: "amenities must be names from the amenity list of docs/api.md." }), {
          error: "amenities must be a list.",
        })
        .min(1, "Choose at least one amenity."),
    },
    STEP_IS_OBJECT,
  ),
  pictures: z.object(
    {
      pictures: z
        .array(
          z.object(
            { id: z.string().min(1), url: z.string().min(1) },
            { error: "Each picture is { id, url } of an upload." },
          ),
          { error: "pictures must be a list." },
        )
        .min(MIN_PICTURES, `Add ${MIN_PICTURES} to ${MAX_PICTURES} pictures.`)
        .max(MAX_PICTURES, `Add ${MIN_PICTURES} to ${MAX_PICTURES} pictures.`),
    },
    STEP_IS_OBJECT,
  ),
  rules: z.object(
    {
      check_in_time: clockTime("check_in_time"),
      check_out_time: clockTime("check_out_time"),
      house_rules: text("house_rules", 0, 2000),
      cancellation_policy: z.enum(POLICY_NAMES, {
        error: `cancellation_policy must be one of ${POLICY_NAMES.join(", ")}.`,
      }),
    },
    STEP_IS_OBJECT,
  ),
  prices: z.object(
    {
      currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}.` }),
      nightly_price: amount("nightly_price", 10),
      cleaning_fee: amount("cleaning_fee", 0),
    },
    STEP_IS_OBJECT,
  ),
} satisfies Record<ListingStep, z.ZodType>;

/** POST /vendor/properties: every step, complete. */
export const LISTING_RULES = z.object(STEP_RULES);

export function isListingStep(value: unknown): value is ListingStep {
  return typeof value === "string" && (LISTING_STEPS as readonly string[]).includes(value);
}
