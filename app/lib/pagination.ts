/** Pages beyond this are not read as page numbers: no list here is that long. */
export const MAX_PAGE = 10_000;

/** The page a `page` query value names: a whole number from 1 to MAX_PAGE ("010" is 10), else null. */
export function usablePage(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/**
 * The page of a paginated list (the blog and destination lists, categories, search results,
 * wishlists): the first `page` query value when it is usable, page 1 otherwise (absent, empty,
 * "abc", "0", "1.5", past 10,000). The canonical link leaves an unusable one out (lib/canonical.ts),
 * so the page is page 1 under its own address; a usable page past the list's end is a 404.
 */
export function pageFromUrl(url: URL): number {
  return usablePage(url.searchParams.get("page")) ?? 1;
}
