import { Link, useLocation } from "react-router";

/** The current query with only the page changed, so filters survive paging. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** Crawlable pagination: real links with rel prev/next, the current page marked for screen readers. */
export function PaginationNav({ page, lastPage, label }: { page: number; lastPage: number; label: string }) {
  const { search } = useLocation();
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1).filter(
    (candidate) => candidate === 1 || candidate === lastPage || Math.abs(candidate - page) <= 1,
  );
  const item = "grid min-h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} rel="prev" className={`${item} border border-line hover:bg-surface`}>
          ← Newer
        </Link>
      ) : null}
      {pages.map((candidate, index) => (
        <span key={candidate} className="flex items-center">
          {index > 0 && candidate - (pages[index - 1] ?? candidate) > 1 ? (
            <span className="px-1 text-muted">…</span>
          ) : null}
          {candidate === page ? (
            <span aria-current="page" className={`${item} bg-ink text-white`}>
              {candidate}
            </span>
          ) : (
            <Link
              to={pageHref(search, candidate)}
              className={`${item} hover:bg-surface`}
              aria-label={`Page ${candidate}`}
            >
              {candidate}
            </Link>
          )}
        </span>
      ))}
      {page < lastPage ? (
        <Link to={pageHref(search, page + 1)} rel="next" className={`${item} border border-line hover:bg-surface`}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}
