import { z } from "zod";
import { CLOCK_TIME } from "~/lib/owner/clock-time";
import {
  CANCELLATION_POLICIES,
  LISTING_AMENITIES,
  LISTING_CURRENCIES,
  LISTING_STEPS,
  type ListingDraft,
  type ListingStep,
  MAX_PICTURES,
  MIN_PICTURES,
  type StepValues,
  plainAmount,
} from "~/lib/owner/listing-steps";

/** A blank field is missing, not zero. */
const blankIsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: `Enter the ${label} as a whole number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(min, `The ${label} is at least ${min}.`)
      .max(max, `The ${label} is at most ${max}.`),
  );

const money = (label: string, min: number) =>
  z.preprocess(
    (value) => blankIsMissing(typeof value === "string" ? plainAmount(value) : value),
    z.coerce
      .number({ error: `Enter the ${label} as an amount, like 120 or 95.50.` })
      .refine(
        (value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        `Enter the ${label} with at most two decimals.`,
      )
      .refine((value) => value >= min, `The ${label} is at least ${min}.`)
      .refine((value) => value <= 100_000, `The ${label} is at most 100,000.`),
  );

/** The pin's position: filled by choosing an address or placing the pin, never typed, so that is what a missing one asks for. */
const PLACE_THE_PIN = "Find your address and choose it, or place the pin on the map.";
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: PLACE_THE_PIN })
      .min(-limit, `The ${label} is between -${limit} and ${limit}.`)
      .max(limit, `The ${label} is between -${limit} and ${limit}.`),
  );

const time = z.string().regex(CLOCK_TIME, "Enter a time like 16:00.");

/** Per-step rules: what the owner types is checked before it is saved to the draft. */
export const STEP_SCHEMAS = {
  basics: z.object({
    title: z
      .string()
      .trim()
      .min(8, "Give your property a title of at least 8 characters.")
      .max(90, "Keep the title under 90 characters."),
    category_id: z.preprocess(
      blankIsMissing,
      z.coerce.number({ error: "Choose the kind of property." }).int().positive("Choose the kind of property."),
    ),
    summary: z
      .string()
      .trim()
      .min(20, "Write a summary of at least 20 characters.")
      .max(200, "Keep the summary under 200 characters."),
    description: z
      .string()
      .trim()
      .min(80, "Describe your property in at least 80 characters.")
      .max(5000, "Keep the description under 5,000 characters."),
  }),
  location: z.object({
    destination_slug: z.string().trim().min(1, "Choose the destination your property is in."),
    address: z.string().trim().min(5, "Enter the street address.").max(200),
    postal_code: z.string().trim().min(2, "Enter the postal code.").max(12, "Enter the postal code."),
    latitude: coordinate("latitude", 90),
    longitude: coordinate("longitude", 180),
  }),
  capacity: z
    .object({
      max_guests: wholeNumber("number of guests", 1, 30),
      bedrooms: wholeNumber("number of bedrooms", 0, 20),
      beds: wholeNumber("number of beds", 1, 40),
      bathrooms: wholeNumber("number of bathrooms", 1, 20),
    })
    .refine((value) => value.beds * 2 >= value.max_guests, {
      path: ["beds"],
      message: "Add enough beds for your guests (at most two guests a bed).",
    }),
  amenities: z.object({
    amenities: z
      .array(z.enum(LISTING_AMENITIES, { error: "Choose amenities from the list." }))
      .min(1, "Choose at least one amenity."),
  }),
  pictures: z.object({
    pictures: z
      .array(z.object({ id: z.string().min(1), url: z.string().min(1) }))
      .min(MIN_PICTURES, `Add at least ${MIN_PICTURES} pictures.`)
      .max(MAX_PICTURES, `Add at most ${MAX_PICTURES} pictures.`),
  }),
  rules: z.object({
    check_in_time: time,
    check_out_time: time,
    house_rules: z.string().trim().max(2000, "Keep the house rules under 2,000 characters."),
    cancellation_policy: z.enum(CANCELLATION_POLICIES, { error: "Choose a cancellation policy." }),
  }),
  prices: z.object({
    currency: z.enum(LISTING_CURRENCIES, { error: "Choose a currency." }),
    nightly_price: money("nightly price", 10),
    cleaning_fee: money("cleaning fee", 0),
  }),
} satisfies { [S in ListingStep]: z.ZodType<StepValues[S]> };

/** The rules give exactly the hand-written StepValues the browser's code reads (listing-steps.ts). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<{ [S in ListingStep]: z.infer<(typeof STEP_SCHEMAS)[S]> }, StepValues>;

/** A draft is ready to publish when every step passes its rules. */
export function completeListing(draft: ListingDraft): StepValues | null {
  const parsed = LISTING_STEPS.map((step) => STEP_SCHEMAS[step].safeParse(draft[step]));
  if (parsed.some((result) => !result.success)) return null;
  return Object.fromEntries(LISTING_STEPS.map((step, index) => [step, parsed[index]!.data])) as StepValues;
}
