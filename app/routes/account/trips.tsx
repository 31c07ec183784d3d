import type { Route } from "./+types/trips";
import { listTrips } from "~/api/bookings.server";
import { LoadError } from "~/components/blog/load-error";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { TripCard } from "~/components/trips/trip-card";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/meta";
import { TRIPS_PER_SECTION, TRIP_SECTIONS } from "~/lib/trips";
import { apiContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** My trips: the guest's upcoming, past and cancelled bookings, asked for together. */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  const api = context.get(apiContext);
  const results = await Promise.all(
    TRIP_SECTIONS.map((section) => listTrips(api, section.scope, 1, TRIPS_PER_SECTION)),
  );
  for (const result of results) if (!result.success) endSessionIfUnauthorized(context, url, result);
  return {
    sections: TRIP_SECTIONS.map((section, index) => {
      const result = results[index]!;
      return {
        ...section,
        trips: result.success ? result.data.entities : null,
        total: result.success ? result.data.pagination.total : 0,
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "My trips", description: "Your upcoming and past stays.", noindex: true });

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
                {section.trips && section.total > section.trips.length ? (
                  <p className="mt-3 text-sm text-muted">
                    Showing the first {section.trips.length} of {section.total}.
                  </p>
                ) : null}
              </section>
            ),
          )
        )}
      </div>
    </>
  );
}
