import { data } from "react-router";
import type { Route } from "./+types/rental";
import { getDestination } from "~/api/destinations.server";
import { searchProperties } from "~/api/properties.server";
import { LoadError } from "~/components/blog/load-error";
import { PropertyGrid } from "~/components/properties/property-grid";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { apiContext } from "~/request-context";
import { routeHeaders } from "~/lib/cache-policy";
import { PriceSettingsProvider } from "~/components/prices/price-settings";
import { loadPriceSettings, pricePageHeaders } from "./price-settings.server";
import { PageLink } from "~/components/page-link";
import { Picture } from "~/components/picture";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const headers = routeHeaders("public-page", "article");

const SHOWN = 9;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(params.slug)) throw pageError(404, "Destination not found");
  const api = context.get(apiContext);
  const [destination, properties, prices] = await Promise.all([
    getDestination(api, params.slug),
    searchProperties(api, { destination: params.slug, sort: "rating", amenities: [] }, 1, SHOWN),
    loadPriceSettings(request, api),
  ]);
  if (!destination.success)
    throw destination.status === 404
      ? pageError(404, "Destination not found")
      : pageError(502, "The destination could not be loaded");
  return data(
    { destination: destination.data, properties: properties.success ? properties.data : null, prices },
    { headers: pricePageHeaders(request) },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Vacation rentals in ${loaderData.destination.name}` : "Vacation rentals",
    description: loaderData?.destination.intro,
    image: loaderData?.destination.image_url,
  });

/** A destination landing page: the place, its highlights and the best-rated stays there. */
export default function Rental({ loaderData }: Route.ComponentProps) {
  return (
    <PriceSettingsProvider settings={loaderData.prices}>
      <RentalDetails loaderData={loaderData} />
    </PriceSettingsProvider>
  );
}

/** The cards' prices are written for the visitor (their locale and display currency). */
function RentalDetails({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { destination, properties } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <Picture
          src={destination.image_url}
          alt=""
          width={1200}
          height={800}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 to-black/10" />
        <div className="mx-auto max-w-6xl px-4 pt-24 pb-12 text-white sm:px-6">
          <p className="text-sm font-semibold tracking-wide uppercase">{destination.country}</p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight">Vacation rentals in {destination.name}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{destination.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {destination.highlights.length ? (
          <section aria-label="Highlights" className="mb-10">
            <h2 className="text-2xl font-bold tracking-tight">Highlights</h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {destination.highlights.map((highlight) => (
                <li key={highlight} className="rounded-2xl bg-brand-50 p-5 text-sm font-medium text-brand-800">
                  {highlight}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-label={`Stays in ${destination.name}`}>
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 className="text-2xl font-bold tracking-tight">Top-rated stays</h2>
            <PageLink
              to={`/properties?destination=${encodeURIComponent(destination.name)}`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700"
            >
              See all {properties?.pagination.total ?? destination.property_count ?? ""} stays
            </PageLink>
          </div>
          {properties ? (
            <PropertyGrid properties={properties.entities} headingLevel={3} />
          ) : (
            <LoadError what="Stays" redirectTo="/properties" redirectLabel="Search all stays" />
          )}
        </section>
      </div>
    </>
  );
}
