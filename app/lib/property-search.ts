export const SORTS = [
  { value: "recommended", label: "Recommended" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "rating", label: "Rating" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

/** The sorts that order by price, which must compare prices in one currency. */
export function isPriceSort(sort: Sort): boolean {
  return sort === "price_asc" || sort === "price_desc";
}

export const SEARCH_PAGE_SIZE = 24;
/** The amenity a search with pets asks for (docs/api.md lists the amenities). */
export const PETS_AMENITY = "Pets allowed";
export const MAX_STAY_NIGHTS = 60;

export const SEARCH_FIELDS = [
  "destination",
  "check_in",
  "check_out",
  "guests",
  "min_price",
  "max_price",
  "bedrooms",
  "category_id",
  "bounds",
  "sort",
  "children",
  "infants",
  "pets",
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface SearchFilters {
  destination?: string;
  check_in?: string;
  check_out?: string;
  /** Adults and children (lib/search-guests.ts). */
  guests?: number;
  /** Counted in `guests`; with infants and pets carried on to the stay's URL for the quote. */
  children?: number;
  infants?: number;
  /** Any pets narrow the search to homes that allow them. */
  pets?: number;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  category_id?: number;
  /** south,west,north,east of the map, when searching as the map moves. */
  bounds?: string;
  sort: Sort;
  amenities: string[];
}

export interface ParsedSearch {
  filters: SearchFilters;
  /** What the visitor typed, to put back in the form. */
  values: Record<SearchField, string> & { amenities: string[] };
  /** A readable message per field that was ignored because it was not valid. */
  errors: Partial<Record<SearchField, string>>;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/**
 * The upstream query of GET /properties for these filters (docs/api.md). With `priceCurrency`
 * the API compares prices (the price sorts, min_price and max_price) converted into it.
 */
export function propertyQuery(
  filters: SearchFilters,
  page: number,
  perPage = SEARCH_PAGE_SIZE,
  priceCurrency?: string,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of [
    "destination",
    "check_in",
    "check_out",
    "guests",
    "min_price",
    "max_price",
    "bedrooms",
    "category_id",
    "bounds",
  ] as const) {
    const value = filters[field];
    if (value !== undefined && value !== "") query.set(field, String(value));
  }
  const amenities =
    filters.pets && !filters.amenities.includes(PETS_AMENITY)
      ? [...filters.amenities, PETS_AMENITY]
      : filters.amenities;
  for (const amenity of amenities) query.append("amenities[]", amenity);
  query.set("sort", filters.sort);
  if (priceCurrency) query.set("currency", priceCurrency);
  query.set("page", String(page));
  query.set("per_page", String(perPage));
  return query;
}

/**
 * The stay part of a URL (dates and guests), carried from search to property to checkout; the
 * children, infants and pets of the search ride along for the quote.
 */
export function stayQuery(
  filters: Pick<SearchFilters, "check_in" | "check_out" | "guests" | "children" | "infants" | "pets">,
): string {
  const query = new URLSearchParams();
  if (filters.check_in && filters.check_out) {
    query.set("check_in", filters.check_in);
    query.set("check_out", filters.check_out);
  }
  if (filters.guests) query.set("guests", String(filters.guests));
  for (const kind of ["children", "infants", "pets"] as const) {
    const count = filters[kind];
    if (count) query.set(kind, String(count));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
