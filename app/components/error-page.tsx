import { Link } from "react-router";
import { BackChevron } from "~/components/back-chevron";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import type { SuggestedPlace } from "~/lib/http-errors";

/**
 * SPEC 2 error page content: the suitcase, 'Oops!' and the way home. SPEC 2 names that way
 * home '/' itself, so it is the bare home page from an /amp address too (lib/amp-path.ts).
 * A page not found (`places` not null) also offers a search and the popular destinations: plain
 * links and a GET form, so they work without JavaScript.
 */
export function ErrorPage({ places = null }: { places?: SuggestedPlace[] | null }) {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-4 py-10 text-center"
      aria-labelledby="error-heading"
    >
      <div className="self-start">
        <BackChevron />
      </div>
      <img src="/images/suitcase.svg" alt="" width="240" height="220" className="mt-2 h-auto w-48 sm:w-60" />
      <h1 id="error-heading" className="mt-6 text-4xl font-bold tracking-tight">
        Oops!
      </h1>
      <p className="mt-3 text-lg text-ink">Looks like this page is on vacation.</p>
      <p className="mt-2 text-muted">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2">
          No stress, click here to get back to where you need to be!
        </Link>
      </p>
      {places ? <SomewhereElse places={places} /> : null}
    </section>
  );
}

function SomewhereElse({ places }: { places: SuggestedPlace[] }) {
  const pagePath = useAmpAwarePath();
  return (
    <div className="mt-10 w-full text-left">
      <form method="get" action={pagePath("/properties")} role="search" aria-label="Search stays">
        <label htmlFor="not-found-destination" className="field-label">
          Or search for a stay
        </label>
        <div className="flex gap-2">
          <input
            id="not-found-destination"
            type="search"
            name="destination"
            placeholder="Destination, country or home name"
            className="field-input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary shrink-0">
            Search
          </button>
        </div>
      </form>
      {places.length > 0 ? (
        <nav aria-labelledby="popular-destinations" className="mt-8">
          <h2 id="popular-destinations" className="text-lg font-semibold">
            Popular destinations
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {places.map((place) => (
              <li key={place.slug}>
                <Link
                  to={pagePath(`/rentals/${place.slug}`)}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-surface"
                >
                  {place.name}, {place.country}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
