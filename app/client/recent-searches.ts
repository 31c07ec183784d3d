import {
  RECENT_SEARCHES_KEY,
  type RecentSearch,
  parseRecentSearches,
  recentSearchOf,
  withRecentSearch,
} from "~/lib/recent-searches";

// localStorage may be missing or refuse (private windows, storage full, blocked by settings):
// recent searches are a convenience, so each of these then does nothing.

export function readRecentSearches(): RecentSearch[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

/** Remembers the search of this URL query, when it names a destination. */
export function rememberSearch(params: URLSearchParams): void {
  const search = recentSearchOf(params);
  if (!search) return;
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(withRecentSearch(readRecentSearches(), search)));
  } catch {
    // Not remembered.
  }
}

export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to clear.
  }
}
