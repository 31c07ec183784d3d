/** The listing form's steps, in order; each is validated and saved on its own. */
export const LISTING_STEPS = ["basics", "location", "capacity", "amenities", "pictures", "rules", "prices"] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

export const STEP_TITLES: Record<ListingStep, string> = {
  basics: "The basics",
  location: "Location",
  capacity: "Capacity and rooms",
  amenities: "Amenities",
  pictures: "Pictures",
  rules: "House rules",
  prices: "Prices",
};

export const LISTING_AMENITIES = [
  "Wi-Fi",
  "Kitchen",
  "Washing machine",
  "Air conditioning",
  "Heating",
  "Free parking",
  "Pool",
  "Hot tub",
  "Sea view",
  "Garden",
  "Barbecue",
  "Fireplace",
  "Dishwasher",
  "Workspace",
  "Pets allowed",
  "EV charger",
  "Balcony",
  "Cot and high chair",
] as const;

export type ListingAmenity = (typeof LISTING_AMENITIES)[number];

export const LISTING_CURRENCIES = ["EUR", "GBP", "NOK"] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];
export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const MIN_PICTURES = 3;
export const MAX_PICTURES = 12;

/**
 * An uploaded picture's alt text: its place among the listing's pictures (the first is the
 * cover). Screen readers already say it is an image, and what it shows only the owner knows.
 */
export const pictureAlt = (index: number, total: number) =>
  `${index + 1} of ${total}${index === 0 ? ", the cover" : ""}`;

export function isListingStep(value: unknown): value is ListingStep {
  return typeof value === "string" && (LISTING_STEPS as readonly string[]).includes(value);
}

export function nextStep(step: ListingStep): ListingStep | null {
  return LISTING_STEPS[LISTING_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: ListingStep): ListingStep | null {
  return LISTING_STEPS[LISTING_STEPS.indexOf(step) - 1] ?? null;
}

/** Amounts typed without the money input's help may carry a currency sign or thousands separators. */
export function plainAmount(raw: string): string {
  return raw
    .trim()
    .replace(/^(€|£|kr|NOK|EUR|GBP)\s*/i, "")
    .replace(/[,\s](?=\d{3}(\D|$))/g, "");
}

/**
 * What each step holds once its rules passed: the values the action saves to the draft (the
 * rules are listing-steps.server.ts's STEP_SCHEMAS, whose output is checked against these types).
 */
export type StepValues = {
  basics: { title: string; category_id: number; summary: string; description: string };
  location: { destination_slug: string; address: string; postal_code: string; latitude: number; longitude: number };
  capacity: { max_guests: number; bedrooms: number; beds: number; bathrooms: number };
  amenities: { amenities: ListingAmenity[] };
  pictures: { pictures: { id: string; url: string }[] };
  rules: {
    check_in_time: string;
    check_out_time: string;
    house_rules: string;
    cancellation_policy: CancellationPolicy;
  };
  prices: { currency: ListingCurrency; nightly_price: number; cleaning_fee: number };
};
export type ListingDraft = { [S in ListingStep]?: StepValues[S] };

/** The first step not yet saved: where a returning owner picks up. */
export function firstOpenStep(draft: ListingDraft): ListingStep | null {
  return LISTING_STEPS.find((step) => !draft[step]) ?? null;
}

export const CANCELLATION_LABELS: Record<CancellationPolicy, string> = {
  flexible: "Flexible: full refund up to 24 hours before check-in",
  moderate: "Moderate: full refund up to 5 days before check-in",
  strict: "Strict: 50% refund up to 7 days before check-in",
};
