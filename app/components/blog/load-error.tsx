import { Link, useLocation } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * A failed fetch, said plainly, with a way out: try again (the same page) or, when given, a
 * redirect somewhere that works (SPEC 4: a page error can be cleared with an optional redirect).
 */
export function LoadError({
  what,
  redirectTo,
  redirectLabel,
  asHeading = false,
}: {
  what: string;
  redirectTo?: string;
  redirectLabel?: string;
  asHeading?: boolean;
}) {
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  return (
    <div role="alert" className="rounded-3xl border border-line bg-surface px-6 py-8 text-center">
      {/* On a page with nothing else to show, the message is the page's heading. */}
      {asHeading ? (
        <h1 className="text-lg font-semibold">{what} could not be loaded.</h1>
      ) : (
        <p className="text-lg font-semibold">{what} could not be loaded.</p>
      )}
      <p className="mt-2 text-sm text-muted">This is usually brief. Try again in a moment.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={`${location.pathname}${location.search}`} replace className="btn-primary">
          Try again
        </Link>
        {redirectTo ? (
          <Link to={pagePath(redirectTo)} className="btn-secondary">
            {redirectLabel ?? "Go back"}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
