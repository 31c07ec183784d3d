/** Reviews a property page shows at first, and how many more each "Show more reviews" adds. */
export const REVIEWS_PER_PAGE = 6;

/** The API answers at most 100 a page: past 16 pages of 6 the page stops growing. */
export const MAX_REVIEW_PAGES = Math.floor(100 / REVIEWS_PER_PAGE);

/** The query parameter that says how many pages of reviews are shown (`?reviews=3`: the first 18). */
export const REVIEW_PAGES_PARAM = "reviews";

/** How many pages of reviews the URL asks for: a whole number from 1 to MAX_REVIEW_PAGES, else 1. */
export function reviewPagesOf(query: URLSearchParams): number {
  const raw = query.get(REVIEW_PAGES_PARAM) ?? "";
  if (!/^\d{1,3}$/.test(raw)) return 1;
  const pages = Number(raw);
  if (pages < 1) return 1;
  return Math.min(pages, MAX_REVIEW_PAGES);
}

/** Newest first by date (YYYY-MM-DD); reviews of one day keep their order. */
export function newestFirst<T extends { date: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => b.date.localeCompare(a.date));
}

/** The id of the review at `position` (1-based) in the list, for the link that lands on it. */
export function reviewAnchor(position: number): string {
  return `review-${position}`;
}

/**
 * The link that shows one more page of reviews: the page's own query (dates and guests kept)
 * with `reviews` one higher, landing on the first review it adds. None when every review is shown
 * or the page cannot grow.
 */
export function moreReviewsHref(search: string, pages: number, shown: number, total: number): string | null {
  if (shown >= total || pages >= MAX_REVIEW_PAGES) return null;
  const query = new URLSearchParams(search);
  query.set(REVIEW_PAGES_PARAM, String(pages + 1));
  return `?${query.toString()}#${reviewAnchor(shown + 1)}`;
}
