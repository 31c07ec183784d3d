import { describe, expect, it } from "vitest";
import {
  CANCELLATION_LABELS,
  LISTING_STEPS,
  type ListingStep,
  STEP_TITLES,
  firstOpenStep,
  isListingStep,
  nextStep,
  pictureAlt,
  plainAmount,
  previousStep,
} from "~/lib/owner/listing-steps";
import { STEP_SCHEMAS, completeListing } from "~/lib/owner/listing-steps.server";

/** The first message of each field, as the form shows them. */
function fieldErrors(step: ListingStep, input: unknown): Record<string, string> {
  const result = STEP_SCHEMAS[step].safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid = {
  basics: {
    title: "Sea view flat",
    category_id: "2",
    summary: "A bright flat above the bay.",
    description: "x".repeat(80),
  },
  location: {
    destination_slug: "lisbon",
    address: "Rua Augusta 1",
    postal_code: "1100-048",
    latitude: "38.72",
    longitude: "-9.14",
  },
  capacity: { max_guests: "4", bedrooms: "2", beds: "2", bathrooms: "1" },
  amenities: { amenities: ["Wi-Fi", "Pool"] },
  pictures: { pictures: [1, 2, 3].map((n) => ({ id: `p${n}`, url: `/uploads/p${n}.jpg` })) },
  rules: {
    check_in_time: "15:00",
    check_out_time: "10:00",
    house_rules: "No parties.",
    cancellation_policy: "moderate",
  },
  prices: { currency: "EUR", nightly_price: "120", cleaning_fee: "40" },
};

describe("listing steps", () => {
  it("seven steps in order, each with its title", () => {
    expect(LISTING_STEPS).toEqual(["basics", "location", "capacity", "amenities", "pictures", "rules", "prices"]);
    expect(STEP_TITLES).toEqual({
      basics: "The basics",
      location: "Location",
      capacity: "Capacity and rooms",
      amenities: "Amenities",
      pictures: "Pictures",
      rules: "House rules",
      prices: "Prices",
    });
    expect(nextStep("basics")).toBe("location");
    expect(nextStep("prices")).toBeNull();
    expect(previousStep("location")).toBe("basics");
    expect(previousStep("prices")).toBe("rules");
    expect(previousStep("basics")).toBeNull();
    expect(isListingStep("pictures")).toBe(true);
    for (const value of ["Pictures", "", 4, undefined]) expect(isListingStep(value)).toBe(false);
  });

  it("a picture's alt text is its place, the first being the cover", () => {
    expect(pictureAlt(0, 3)).toBe("1 of 3, the cover");
    expect(pictureAlt(2, 3)).toBe("3 of 3");
  });

  it("the cancellation policies' labels", () => {
    expect(CANCELLATION_LABELS).toEqual({
      flexible: "Flexible: full refund up to 24 hours before check-in",
      moderate: "Moderate: full refund up to 5 days before check-in",
      strict: "Strict: 50% refund up to 7 days before check-in",
    });
  });

  it("the first open step and a complete listing", () => {
    const parsed = Object.fromEntries(LISTING_STEPS.map((step) => [step, STEP_SCHEMAS[step].parse(valid[step])]));
    expect(firstOpenStep({})).toBe("basics");
    expect(firstOpenStep({ basics: parsed.basics, location: parsed.location } as never)).toBe("capacity");
    expect(firstOpenStep(parsed as never)).toBeNull();
    expect(completeListing(valid as never)).toEqual(parsed);
    expect(completeListing({ ...valid, capacity: { ...valid.capacity, beds: "1" } } as never)).toBeNull();
    expect(completeListing({ ...valid, prices: undefined } as never)).toBeNull();
  });
});

describe("step rules", () => {
  it("basics: trimmed title 8 to 90, a category, summary 20 to 200, description 80 to 5,000", () => {
    expect(fieldErrors("basics", valid.basics)).toEqual({});
    expect(STEP_SCHEMAS.basics.parse({ ...valid.basics, title: "  Sea view  " }).title).toBe("Sea view");
    expect(
      fieldErrors("basics", {
        title: "   Villa   ",
        category_id: "",
        summary: "  short  ",
        description: ` ${"x".repeat(79)} `,
      }),
    ).toEqual({
      title: "Give your property a title of at least 8 characters.",
      category_id: "Choose the kind of property.",
      summary: "Write a summary of at least 20 characters.",
      description: "Describe your property in at least 80 characters.",
    });
    expect(fieldErrors("basics", { ...valid.basics, category_id: "0" })).toEqual({
      category_id: "Choose the kind of property.",
    });
    expect(fieldErrors("basics", { ...valid.basics, category_id: "villa" })).toEqual({
      category_id: "Choose the kind of property.",
    });
    expect(
      fieldErrors("basics", {
        title: "x".repeat(91),
        category_id: "2",
        summary: "x".repeat(201),
        description: "x".repeat(5001),
      }),
    ).toEqual({
      title: "Keep the title under 90 characters.",
      summary: "Keep the summary under 200 characters.",
      description: "Keep the description under 5,000 characters.",
    });
    expect(
      fieldErrors("basics", {
        title: ` ${"x".repeat(90)} `,
        category_id: "2",
        summary: ` ${"x".repeat(200)} `,
        description: ` ${"x".repeat(5000)} `,
      }),
    ).toEqual({});
  });

  it("location: a destination, an address, a postal code and coordinates within range", () => {
    expect(fieldErrors("location", valid.location)).toEqual({});
    expect(
      fieldErrors("location", {
        destination_slug: "  ",
        address: " Rua ",
        postal_code: " 1 ",
        latitude: "",
        longitude: "  ",
      }),
    ).toEqual({
      destination_slug: "Choose the destination your property is in.",
      address: "Enter the street address.",
      postal_code: "Enter the postal code.",
      latitude: "Find your address and choose it, or place the pin on the map.",
      longitude: "Find your address and choose it, or place the pin on the map.",
    });
    expect(
      fieldErrors("location", {
        ...valid.location,
        address: ` ${"x".repeat(200)} `,
        postal_code: ` ${"1".repeat(12)} `,
      }),
    ).toEqual({});
    expect(
      fieldErrors("location", {
        ...valid.location,
        postal_code: "1".repeat(13),
        latitude: "90.5",
        longitude: "-180.5",
      }),
    ).toEqual({
      postal_code: "Enter the postal code.",
      latitude: "The latitude is between -90 and 90.",
      longitude: "The longitude is between -180 and 180.",
    });
    expect(fieldErrors("location", { ...valid.location, latitude: "-90.5", longitude: "180.5" })).toEqual({
      latitude: "The latitude is between -90 and 90.",
      longitude: "The longitude is between -180 and 180.",
    });
    expect(STEP_SCHEMAS.location.parse({ ...valid.location, latitude: "-90", longitude: "180" })).toMatchObject({
      latitude: -90,
      longitude: 180,
    });
  });

  it("capacity: whole numbers in range and at most two guests a bed", () => {
    expect(STEP_SCHEMAS.capacity.parse(valid.capacity)).toEqual({ max_guests: 4, bedrooms: 2, beds: 2, bathrooms: 1 });
    expect(fieldErrors("capacity", { max_guests: "", bedrooms: "1.5", beds: "x", bathrooms: " " })).toEqual({
      max_guests: "Enter the number of guests as a whole number.",
      bedrooms: "Enter the number of bedrooms as a whole number.",
      beds: "Enter the number of beds as a whole number.",
      bathrooms: "Enter the number of bathrooms as a whole number.",
    });
    expect(fieldErrors("capacity", { max_guests: "0", bedrooms: "-1", beds: "0", bathrooms: "0" })).toEqual({
      max_guests: "The number of guests is at least 1.",
      bedrooms: "The number of bedrooms is at least 0.",
      beds: "The number of beds is at least 1.",
      bathrooms: "The number of bathrooms is at least 1.",
    });
    expect(fieldErrors("capacity", { max_guests: "31", bedrooms: "21", beds: "41", bathrooms: "21" })).toEqual({
      max_guests: "The number of guests is at most 30.",
      bedrooms: "The number of bedrooms is at most 20.",
      beds: "The number of beds is at most 40.",
      bathrooms: "The number of bathrooms is at most 20.",
    });
    expect(fieldErrors("capacity", { ...valid.capacity, max_guests: "5" })).toEqual({
      beds: "Add enough beds for your guests (at most two guests a bed).",
    });
    expect(fieldErrors("capacity", { max_guests: "30", bedrooms: "0", beds: "15", bathrooms: "20" })).toEqual({});
  });

  it("amenities: at least one, from the list", () => {
    expect(fieldErrors("amenities", valid.amenities)).toEqual({});
    expect(fieldErrors("amenities", { amenities: [] })).toEqual({ amenities: "Choose at least one amenity." });
    expect(fieldErrors("amenities", { amenities: ["Sauna"] })).toEqual({
      amenities: "Choose amenities from the list.",
    });
  });

  it("pictures: 3 to 12", () => {
    const pictures = (count: number) => ({
      pictures: Array.from({ length: count }, (_, n) => ({ id: `p${n}`, url: `/u/${n}.jpg` })),
    });
    expect(fieldErrors("pictures", pictures(3))).toEqual({});
    expect(fieldErrors("pictures", pictures(12))).toEqual({});
    expect(fieldErrors("pictures", pictures(2))).toEqual({ pictures: "Add at least 3 pictures." });
    expect(fieldErrors("pictures", pictures(13))).toEqual({ pictures: "Add at most 12 pictures." });
  });

  it("rules: clock times, house rules up to 2,000 characters, a cancellation policy", () => {
    expect(fieldErrors("rules", valid.rules)).toEqual({});
    expect(STEP_SCHEMAS.rules.parse({ ...valid.rules, house_rules: ` ${"x".repeat(2000)} ` }).house_rules).toBe(
      "x".repeat(2000),
    );
    expect(
      fieldErrors("rules", {
        check_in_time: "3pm",
        check_out_time: "24:00",
        house_rules: "x".repeat(2001),
        cancellation_policy: "none",
      }),
    ).toEqual({
      check_in_time: "Enter a time like 16:00.",
      check_out_time: "Enter a time like 16:00.",
      house_rules: "Keep the house rules under 2,000 characters.",
      cancellation_policy: "Choose a cancellation policy.",
    });
  });

  it("prices: a listed currency and amounts with at most two decimals, within range", () => {
    expect(STEP_SCHEMAS.prices.parse({ currency: "NOK", nightly_price: "kr 1 200", cleaning_fee: "0" })).toEqual({
      currency: "NOK",
      nightly_price: 1200,
      cleaning_fee: 0,
    });
    expect(STEP_SCHEMAS.prices.parse({ currency: "GBP", nightly_price: "10", cleaning_fee: "100000" })).toEqual({
      currency: "GBP",
      nightly_price: 10,
      cleaning_fee: 100_000,
    });
    expect(fieldErrors("prices", { currency: "USD", nightly_price: "9.99", cleaning_fee: "-1" })).toEqual({
      currency: "Choose a currency.",
      nightly_price: "The nightly price is at least 10.",
      cleaning_fee: "The cleaning fee is at least 0.",
    });
    expect(fieldErrors("prices", { currency: "EUR", nightly_price: "12.345", cleaning_fee: "100000.01" })).toEqual({
      nightly_price: "Enter the nightly price with at most two decimals.",
      cleaning_fee: "The cleaning fee is at most 100,000.",
    });
    expect(fieldErrors("prices", { currency: "EUR", nightly_price: "", cleaning_fee: "lots" })).toEqual({
      nightly_price: "Enter the nightly price as an amount, like 120 or 95.50.",
      cleaning_fee: "Enter the cleaning fee as an amount, like 120 or 95.50.",
    });
  });
});

describe("plain amounts (typed without the money input)", () => {
  it("drop a leading currency sign or code and thousands separators", () => {
    expect(plainAmount(" €1,200 ")).toBe("1200");
    expect(plainAmount("£ 95.50")).toBe("95.50");
    expect(plainAmount("kr 1 500")).toBe("1500");
    expect(plainAmount("eur 12")).toBe("12");
    expect(plainAmount("NOK1500")).toBe("1500");
    expect(plainAmount("GBP 1,234,567")).toBe("1234567");
    expect(plainAmount("1,200")).toBe("1200");
  });

  it("keep what is not a currency prefix or a thousands separator", () => {
    expect(plainAmount("12 EUR")).toBe("12 EUR");
    expect(plainAmount("12,50")).toBe("12,50");
    expect(plainAmount("1,2345")).toBe("1,2345");
    expect(plainAmount("$12")).toBe("$12");
  });
});
