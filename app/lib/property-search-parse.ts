import { z } from "zod";
import { today as clockToday } from "~/lib/clock";
import { MAX_GUESTS, MAX_INFANTS, MAX_PETS } from "~/lib/search-guests";
import {
  MAX_STAY_NIGHTS,
  type ParsedSearch,
  SEARCH_FIELDS,
  type SearchField,
  type SearchFilters,
  type Sort,
  SORTS,
  nightsBetween,
} from "~/lib/property-search";

// Kept apart from property-search.ts so pages that only need its constants and helpers do not
// ship zod to the browser: this is read by loaders only.

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-05-01.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "That date does not exist.");
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const fieldSchemas: Record<SearchField, z.ZodType> = {
  destination: z.string().trim().max(100, "Keep the destination under 100 characters."),
  check_in: isoDate,
  check_out: isoDate,
  guests: whole(1, MAX_GUESTS, `Choose 1 to ${MAX_GUESTS} guests.`),
  min_price: whole(0, 100_000, "Enter a whole amount."),
  max_price: whole(0, 100_000, "Enter a whole amount."),
  bedrooms: whole(0, 20, "Choose 0 to 20 bedrooms."),
  category_id: whole(1, 1_000_000, "Choose a category from the list."),
  bounds: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "The map area is not valid.")
    .refine((value) => {
      const [south, west, north, east] = value.split(",").map(Number) as [number, number, number, number];
      return south >= -90 && north <= 90 && south <= north && west >= -180 && east <= 180;
    }, "The map area is not valid."),
  children: whole(0, MAX_GUESTS - 1, "Children are counted among the guests."),
  infants: whole(0, MAX_INFANTS, `Choose up to ${MAX_INFANTS} infants.`),
  pets: whole(0, MAX_PETS, `Choose up to ${MAX_PETS} pets.`),
  sort: z.enum(SORTS.map((sort) => sort.value) as [Sort, ...Sort[]], { error: "Choose a sort order from the list." }),
};

/**
 * The URL is the search state: every filter is a query parameter. Invalid values are left out
 * of the search, kept in the form and explained next to their field; nothing the visitor typed
 * is lost.
 */
export function parseSearch(params: URLSearchParams, today = clockToday()): ParsedSearch {
  const values = Object.fromEntries(
    SEARCH_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ""]),
  ) as unknown as ParsedSearch["values"];
  values.amenities = params
    .getAll("amenities")
    .filter((amenity) => amenity.length > 0 && amenity.length <= 40)
    .slice(0, 20);
  const errors: ParsedSearch["errors"] = {};
  const filters: Record<string, unknown> = { sort: "recommended", amenities: values.amenities };
  for (const field of SEARCH_FIELDS) {
    if (values[field] === "") continue;
    const parsed = fieldSchemas[field].safeParse(values[field]);
    if (parsed.success) filters[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? "Invalid value.";
  }
  const result = filters as unknown as SearchFilters;
  if (result.check_in && result.check_in < today) {
    errors.check_in = "Check-in cannot be in the past.";
    delete result.check_in;
  }
  if (Boolean(result.check_in) !== Boolean(result.check_out)) {
    errors[result.check_in ? "check_out" : "check_in"] ??= "Choose both dates, or neither.";
    delete result.check_in;
    delete result.check_out;
  } else if (result.check_in && result.check_out) {
    const nights = nightsBetween(result.check_in, result.check_out);
    if (nights < 1 || nights > MAX_STAY_NIGHTS) {
      errors.check_out =
        nights < 1 ? "Check-out must be after check-in." : `Stays are limited to ${MAX_STAY_NIGHTS} nights.`;
      delete result.check_in;
      delete result.check_out;
    }
  }
  if (result.children !== undefined && result.children >= (result.guests ?? 0)) {
    // Children are among the guests, with at least one adult.
    if (result.children > 0) errors.children = "Children are counted among the guests.";
    delete result.children;
  }
  for (const kind of ["children", "infants", "pets"] as const) if (result[kind] === 0) delete result[kind];
  if (result.min_price !== undefined && result.max_price !== undefined && result.min_price > result.max_price) {
    errors.max_price = "The maximum price must be at least the minimum.";
    delete result.max_price;
  }
  return { filters: result, values, errors };
}
