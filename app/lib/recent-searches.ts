import { formatStayDates } from "~/lib/dates";
import { guestCountsOf, guestSummary } from "~/lib/search-guests";

/**
 * The visitor's last searches, kept in their own browser (localStorage) to offer again in the
 * destination field. Nothing of it is sent anywhere: each is a link to the search it was.
 */
export interface RecentSearch {
  destination: string;
  /** The search's query: the destination and, when it had them, dates and guests. */
  query: string;
}

export const RECENT_SEARCHES_KEY = "recent-searches";
export const MAX_RECENT_SEARCHES = 5;

/** What a search remembers: where, when and who, not its filters or its page. */
const REMEMBERED = ["destination", "check_in", "check_out", "guests", "children", "infants", "pets"];

/** The search a URL query describes, or null when it names no destination. */
export function recentSearchOf(params: URLSearchParams): RecentSearch | null {
  const destination = params.get("destination")?.trim() ?? "";
  if (!destination || destination.length > 100) return null;
  const query = new URLSearchParams();
  for (const name of REMEMBERED) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, name === "destination" ? destination : value);
  }
  return { destination, query: query.toString() };
}

const sameDestination = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

/** The list with `search` first, an earlier search of the same destination dropped, at most MAX_RECENT_SEARCHES. */
export function withRecentSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return [search, ...list.filter((entry) => !sameDestination(entry.destination, search.destination))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.destination === "string" && entry.destination !== "" && typeof entry.query === "string";
}

/** The stored list; an empty one when nothing or something unreadable is stored. */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** "3–8 May · 2 guests" (what else the search had), or "" for a destination alone. */
export function recentSearchDetails(search: RecentSearch): string {
  const params = new URLSearchParams(search.query);
  const checkIn = params.get("check_in");
  const checkOut = params.get("check_out");
  const counts = guestCountsOf(params);
  return [checkIn && checkOut ? formatStayDates(checkIn, checkOut) : "", counts.adults > 0 ? guestSummary(counts) : ""]
    .filter(Boolean)
    .join(" · ");
}

/** The search's link: its dates are left out once check-in has passed, the rest still applies. */
export function recentSearchPath(search: RecentSearch, today: string): string {
  const params = new URLSearchParams(search.query);
  const checkIn = params.get("check_in");
  if (checkIn && checkIn < today) {
    params.delete("check_in");
    params.delete("check_out");
  }
  return `/properties?${params.toString()}`;
}
