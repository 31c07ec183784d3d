import { pageError } from "~/lib/http-errors";

/** Pages beyond this are refused: no list here is that long, and it stops silly upstream calls. */
export const MAX_PAGE = 10_000;

/**
 * The `page` query parameter: 1 when absent; a 400 for anything that is not a whole number
 * from 1 to MAX_PAGE, so bad input never reaches the API.
 */
export function pageFromUrl(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,6}$/.test(raw)) throw pageError(400, "Invalid page number");
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) throw pageError(400, "Invalid page number");
  return page;
}
