import { useLocation } from "react-router";
import type { Route } from "./+types/trips";
import { listTrips } from "~/api/bookings.server";
import { LoadError } from "~/components/blog/load-error";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { TripCard } from "~/components/trips/trip-card";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/meta";
import { TRIPS_PER_SECTION, TRIP_SECTIONS, tripsPageOf, tripsPageQuery } from "~/lib/trips";
import { apiContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/**
 * My trips: the guest's upcoming, past and cancelled bookings, asked for together, each list at
 * the page its own parameter names (`past_page=2`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  const api = context.get(apiContext);
  const pages = TRIP_SECTIONS.map((section) => tripsPageOf(url.searchParams, section.scope));
  const results = await Promise.all(
    TRIP_SECTIONS.map(async (section, index) => {
      const asked = await listTrips(api, section.scope, pages[index]!, TRIPS_PER_SECTION);
      if (!asked.success || asked.data.entities.length > 0 || asked.data.pagination.total === 0) return asked;
      // A page past the end (an old link, fewer trips since): the list's last page instead.
      pages[index] = Math.ceil(asked.data.pagination.total / TRIPS_PER_SECTION);
      return listTrips(api, section.scope, pages[index], TRIPS_PER_SECTION);
    }),
  );
  for (const result of results) if (!result.success) endSessionIfUnauthorized(context, url, result);
  return {
    sections: TRIP_SECTIONS.map((section, index) => {
      const result = results[index]!;
      return {
        ...section,
        trips: result.success ? result.data.entities : null,
        total: result.success ? result.data.pagination.total : 0,
        page: pages[index]!,
        lastPage: result.success ? Math.max(1, Math.ceil(result.data.pagination.total / TRIPS_PER_SECTION)) : 1,
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "My trips", description: "Your upcoming and past stays.", noindex: true });

/** A list's own pages: previous and next as links that keep the other lists where they are. */
function TripsPager({
  scope,
  title,
  page,
  lastPage,
}: {
  scope: string;
  title: string;
  page: number;
  lastPage: number;
}) {
  const { search } = useLocation();
  const to = (target: number) => `/trips${tripsPageQuery(search, scope, target)}#trips-${scope}`;
  return (
    <nav aria-label={`${title}: pages`} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <PageLink to={to(page - 1)} rel="prev" className="btn-secondary">
          Previous
        </PageLink>
      ) : null}
      <span className="text-muted">
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <PageLink to={to(page + 1)} rel="next" className="btn-secondary">
          Next
        </PageLink>
      ) : null}
    </nav>
  );
}

export default function Trips({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const nothingBooked = sections.every((section) => section.trips !== null && section.trips.length === 0);
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My trips"
        intro="Every stay you booked, with its details, receipt and calendar file."
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        {nothingBooked ? (
          <section aria-labelledby="no-trips-title" className="rounded-3xl bg-surface p-8 text-center">
            <h2 id="no-trips-title" className="text-xl font-semibold">
              No trips yet
            </h2>
            <p className="mt-2 text-muted">When you book a stay, it shows here with everything you need for it.</p>
            <PageLink to="/properties" className="btn-primary mt-5 inline-flex">
              Find a place to stay
            </PageLink>
          </section>
        ) : (
          sections.map((section, sectionIndex) =>
            section.trips && section.trips.length === 0 && section.scope !== "upcoming" ? null : (
              <section key={section.scope} aria-labelledby={`trips-${section.scope}`} className="mt-8 first:mt-0">
                <h2 id={`trips-${section.scope}`} className="text-xl font-semibold">
                  {section.title}
                  {section.total > 0 ? (
                    <span className="ml-2 text-base font-normal text-muted">({section.total})</span>
                  ) : null}
                </h2>
                {section.trips === null ? (
                  <LoadError what={`your ${section.title.toLowerCase()} trips`} />
                ) : section.trips.length === 0 ? (
                  <p className="mt-3 text-muted">
                    {section.empty}{" "}
                    <PageLink to="/properties" className="font-medium text-brand-700 underline">
                      Find your next stay
                    </PageLink>
                  </p>
                ) : (
                  <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {section.trips.map((trip, index) => (
                      <li key={trip.id}>
                        <TripCard trip={trip} eager={sectionIndex === 0 && index < 3} />
                      </li>
                    ))}
                  </ul>
                )}
                {section.trips && section.lastPage > 1 ? (
                  <TripsPager
                    scope={section.scope}
                    title={section.title}
                    page={section.page}
                    lastPage={section.lastPage}
                  />
                ) : null}
              </section>
            ),
          )
        )}
      </div>
    </>
  );
}
