import { formatStayDates } from "~/lib/dates";
import type { SearchFilters } from "~/lib/property-search";
import { GUEST_PARAMS, guestCountsOf, guestSummary } from "~/lib/search-guests";

/** One active filter, shown as a chip whose link is the same search without it. */
export interface FilterChip {
  /** Stable across renders: the parameter (and value) the chip stands for. */
  key: string;
  label: string;
  /** /properties and the query without this filter, back on page 1. */
  href: string;
}

export interface ChipWords {
  /** An amount of the price limits, in the currency the search compares prices in. */
  price: (amount: number) => string;
  categoryName: (id: number) => string | undefined;
}

/** The search's URL without the named parameters (or only one value of one) and its page. */
export function searchWithout(params: URLSearchParams, names: readonly string[], value?: string): string {
  const next = new URLSearchParams();
  for (const [name, current] of params) {
    if (name === "page") continue;
    if (names.includes(name) && (value === undefined || current === value)) continue;
    next.append(name, current);
  }
  const query = next.toString();
  return `/properties${query ? `?${query}` : ""}`;
}

/** Every parameter a chip stands for: what "Clear all" takes away (the destination and order stay). */
export const FILTER_PARAMS = [
  "check_in",
  "check_out",
  ...GUEST_PARAMS,
  "min_price",
  "max_price",
  "bedrooms",
  "category_id",
  "amenities",
  "bounds",
] as const;

/** The search with none of its filters: the destination and the order kept. */
export function clearFiltersPath(params: URLSearchParams): string {
  return searchWithout(params, FILTER_PARAMS);
}

function priceLabel(filters: SearchFilters, words: ChipWords): string {
  const { min_price: min, max_price: max } = filters;
  if (min !== undefined && max !== undefined) return `${words.price(min)} – ${words.price(max)} a night`;
  if (min !== undefined) return `From ${words.price(min)} a night`;
  return `Up to ${words.price(max ?? 0)} a night`;
}

/**
 * The chips of the search's active filters (what the search was given and applied, not the
 * destination, which the heading names, nor the order), in the order of the form. `params` is
 * the page's URL query, `filters` what parseSearch made of it.
 */
export function filterChips(params: URLSearchParams, filters: SearchFilters, words: ChipWords): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, names: readonly string[], value?: string) =>
    chips.push({ key, label, href: searchWithout(params, names, value) });
  if (filters.check_in && filters.check_out)
    add("dates", formatStayDates(filters.check_in, filters.check_out), ["check_in", "check_out"]);
  if (filters.guests || filters.infants || filters.pets)
    add("guests", guestSummary(guestCountsOf(params)), GUEST_PARAMS);
  if (filters.min_price !== undefined || filters.max_price !== undefined)
    add("price", priceLabel(filters, words), ["min_price", "max_price"]);
  if (filters.bedrooms) add("bedrooms", `${filters.bedrooms}+ bedrooms`, ["bedrooms"]);
  if (filters.category_id !== undefined)
    add("category", words.categoryName(filters.category_id) ?? "Type of stay", ["category_id"]);
  for (const amenity of filters.amenities) add(`amenity:${amenity}`, amenity, ["amenities"], amenity);
  if (filters.bounds) add("bounds", "Map area", ["bounds"]);
  return chips;
}

/**
 * How many of the filter sheet's filters are on (the number on the phone's Filters button):
 * the price range counts once, each amenity once.
 */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.min_price !== undefined || filters.max_price !== undefined ? 1 : 0) +
    (filters.bedrooms ? 1 : 0) +
    (filters.category_id !== undefined ? 1 : 0) +
    filters.amenities.length
  );
}
