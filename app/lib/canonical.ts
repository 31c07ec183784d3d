import { ampPath, barePath } from "~/lib/amp-path";
import { usablePage } from "~/lib/pagination";

/** The one list of query parameters a canonical URL keeps (SPEC 2); everything else is dropped. */
export const CANONICAL_QUERY_WHITELIST = [
  "bedrooms",
  "category_id",
  "check_in",
  "check_out",
  "destination",
  "guests",
  "max_price",
  "min_price",
  "page",
  "sort",
] as const;

const whitelist = new Set<string>(CANONICAL_QUERY_WHITELIST);

/**
 * Whitelisted, non-empty query parameters, sorted by name then value. The page is the one the
 * list shows (lib/pagination.ts): written plainly ("010" is 10), and left out when it is page 1,
 * which an unusable page number is.
 */
export function canonicalSearch(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = usablePage(params.get("page")) ?? 1;
  const kept = [...params.entries()]
    .filter(([name, value]) => whitelist.has(name) && name !== "page" && value !== "")
    .concat(page > 1 ? [["page", String(page)]] : [])
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  if (kept.length === 0) return "";
  return `?${new URLSearchParams(kept).toString()}`;
}

/** Absolute canonical URL of a page: always the bare (non-AMP) URL. */
export function canonicalUrl(siteUrl: string, pathname: string, search: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${barePath(pathname)}${canonicalSearch(search)}`;
}

export function ampUrl(siteUrl: string, pathname: string, search: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${ampPath(pathname)}${canonicalSearch(search)}`;
}
