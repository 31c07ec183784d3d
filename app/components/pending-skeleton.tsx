import { useLocation, useNavigation } from "react-router";
import { barePath } from "~/lib/amp-path";

type PendingKind = "search" | "property";

/** The kind of page a pending navigation leads to, when it has a skeleton. */
export function pendingKind(pathname: string): PendingKind | null {
  const path = barePath(pathname);
  if (path === "/properties") return "search";
  if (/^\/properties\/\d+\/[^/]+$/.test(path)) return "property";
  return null;
}

/**
 * While the visitor waits for a search or a stay coming from another page, the shape of that
 * page instead of the one they left: drawn over the page (fixed, under the header and the
 * tab bar), so nothing moves, and faded in after 400 ms so a quick answer never flashes it.
 * The pulse only for those who allow motion. A new search from the search page keeps its list.
 */
export function PendingSkeleton() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || !navigation.location) return null;
  const kind = pendingKind(navigation.location.pathname);
  if (!kind || navigation.location.pathname === location.pathname) return null;
  return (
    <div
      aria-hidden="true"
      data-testid={`pending-${kind}`}
      className="pointer-events-none fixed inset-0 z-20 animate-[overlay-in_150ms_ease-out_400ms_both] overflow-hidden bg-white pt-20"
    >
      <div className="mx-auto max-w-6xl px-4 motion-safe:animate-pulse sm:px-6">
        {kind === "search" ? <SearchSkeleton /> : <PropertySkeleton />}
      </div>
    </div>
  );
}

function SearchSkeleton() {
  return (
    <>
      <div className="h-8 w-48 rounded bg-line" />
      <div className="mt-6 h-12 rounded-full bg-surface" />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <div className="aspect-[4/3] rounded-[var(--radius-card)] bg-surface" />
            <div className="mt-3 h-3 w-1/3 rounded bg-line" />
            <div className="mt-2 h-4 w-3/4 rounded bg-line" />
            <div className="mt-2 h-3 w-1/2 rounded bg-line" />
          </li>
        ))}
      </ul>
    </>
  );
}

function PropertySkeleton() {
  return (
    <>
      <div className="h-8 w-2/3 rounded bg-line" />
      <div className="mt-2 h-4 w-1/3 rounded bg-line" />
      <div className="mt-6 grid gap-2 sm:grid-cols-4 sm:grid-rows-2">
        <div className="aspect-[4/3] rounded-[var(--radius-card)] bg-surface sm:col-span-2 sm:row-span-2 sm:aspect-auto" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="hidden aspect-[4/3] rounded-xl bg-surface sm:block" />
        ))}
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-3">
          <div className="h-5 w-1/2 rounded bg-line" />
          <div className="h-3 w-full rounded bg-line" />
          <div className="h-3 w-full rounded bg-line" />
          <div className="h-3 w-2/3 rounded bg-line" />
        </div>
        <div className="hidden h-64 rounded-3xl border border-line lg:block" />
      </div>
    </>
  );
}
