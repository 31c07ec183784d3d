import { useRef, useState } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/properties";
import type { PropertySummary } from "~/api/schemas";
import { listDestinations } from "~/api/destinations.server";
import { listCategories, searchProperties } from "~/api/properties.server";
import { LoadError } from "~/components/blog/load-error";
import { PaginationNav } from "~/components/pagination-nav";
import { PropertyCard } from "~/components/properties/property-card";
import { ResultsMapSlot } from "~/components/properties/results-map-slot";
import { FilterChips } from "~/components/properties/filter-chips";
import { SearchFilters } from "~/components/properties/search-filters";
import { DisplayCurrencyForm } from "~/components/prices/display-currency-form";
import { PriceSettingsProvider } from "~/components/prices/price-settings";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";
import { comparisonCurrency } from "~/lib/exchange-rates";
import { type Sort, isPriceSort, nightsBetween, stayQuery } from "~/lib/property-search";
import { withinEachCurrency } from "~/lib/price-order";
import { parseSearch } from "~/lib/property-search-parse";
import { apiContext } from "~/request-context";
import { useHydrated } from "~/components/use-hydrated";
import { routeHeaders } from "~/lib/cache-policy";
import { displayCurrencyAction, loadPriceSettings, pricePageHeaders } from "./price-settings.server";
import { PageLink } from "~/components/page-link";
import { useDevice } from "~/components/device";
import { useFormatMoney, usePriceSettings } from "~/components/prices/price-settings";
import { clearFiltersPath, filterChips } from "~/lib/search-chips";
import { normalisedGuestQuery } from "~/lib/search-guests";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const headers = routeHeaders("public-page", "search");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // A form without JavaScript sends the guests as counts (adults=2&children=1...): the same search
  // is written the SPEC's way (guests=3&children=1).
  const guests = normalisedGuestQuery(url.searchParams);
  if (guests) throw redirect(`${url.pathname}?${guests.toString()}`);
  const page = pageFromUrl(url);
  const search = parseSearch(url.searchParams);
  const api = context.get(apiContext);
  const settings = loadPriceSettings(request, api);
  const [prices, results, destinations, categories] = await Promise.all([
    settings,
    // Prices are compared in one currency the rates know (the API converts: docs/decisions/
    // 012-currencies.md), so the search waits for the rates, a shared cached answer.
    settings.then((loaded) =>
      searchProperties(api, search.filters, page, undefined, comparisonCurrency(loaded) ?? undefined),
    ),
    listDestinations(api, { perPage: 50 }),
    listCategories(api),
  ]);
  if (results.success && page > results.data.pagination.last_page && results.data.pagination.total > 0)
    throw pageError(404, "Page not found");
  // Without rates the API compared bare numbers: each currency's homes are in price order among
  // themselves, so they are shown currency by currency, and the page says so.
  const withinCurrency = prices.rates === null;
  const ordered = (entities: PropertySummary[]) =>
    withinCurrency && isPriceSort(search.filters.sort) ? withinEachCurrency(entities) : entities;
  return data(
    {
      search,
      page,
      prices,
      withinCurrency,
      // Only what the cards, the map and the filters show travels to the browser: a card needs
      // its cover picture, not the whole gallery; a filter needs names, not descriptions.
      results: results.success
        ? {
            ...results.data,
            entities: ordered(results.data.entities).map((property) => ({
              ...property,
              images: property.images.slice(0, 1),
            })),
          }
        : null,
      failure: results.success ? null : { error: results.error, status: results.status },
      destinations: destinations.success
        ? destinations.data.entities.map(({ slug, name, country }) => ({ slug, name, country }))
        : [],
      categories: categories.success ? categories.data.entities.map(({ id, name }) => ({ id, name })) : [],
    },
    {
      status: results.success ? 200 : results.status >= 400 ? results.status : 500,
      headers: pricePageHeaders(request),
    },
  );
}

/** The display-currency picker posts here (price-settings.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return displayCurrencyAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const destination = loaderData?.search.filters.destination;
  return pageMeta(matches, {
    title: destination ? `Vacation rentals in ${destination}` : "Search vacation rentals",
    description: destination
      ? `Holiday homes, villas and apartments in ${destination}, with real photos and the full price up front.`
      : "Search holiday homes by destination, dates, guests and price.",
  });
};

function widenSuggestions(values: {
  check_in: string;
  destination: string;
  min_price: string;
  max_price: string;
  guests: string;
}) {
  const suggestions: { label: string; drop: string[] }[] = [];
  if (values.check_in) suggestions.push({ label: "Search without dates", drop: ["check_in", "check_out"] });
  if (values.min_price || values.max_price)
    suggestions.push({ label: "Remove the price limits", drop: ["min_price", "max_price"] });
  if (values.guests) suggestions.push({ label: "Remove the number of guests", drop: ["guests"] });
  if (values.destination) suggestions.push({ label: "Search every destination", drop: ["destination"] });
  return suggestions;
}

function without(search: string, names: string[]): string {
  const params = new URLSearchParams(search);
  for (const name of [...names, "page"]) params.delete(name);
  const query = params.toString();
  return `/properties${query ? `?${query}` : ""}`;
}

/**
 * On phones the map waits behind this button; from lg up it sits beside the list. Until the page
 * runs (and without JavaScript) it keeps its place, unseen, so nothing moves when it appears.
 */
function MapToggle({ showMap, onToggle, ready }: { showMap: boolean; onToggle: () => void; ready: boolean }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={showMap}
      className={`btn-secondary lg:hidden ${ready ? "" : "invisible"}`}
    >
      {showMap ? "Hide map" : "Show map"}
    </button>
  );
}

/** Why prices may look out of order, said whenever the search compares prices without rates. */
function WithinCurrencyNotice({ sort, limited }: { sort: Sort; limited: boolean }) {
  const sorted = isPriceSort(sort);
  if (!sorted && !limited) return null;
  return (
    <p className="mb-4 rounded-2xl bg-surface px-4 py-3 text-sm" data-testid="within-currency-notice">
      Exchange rates are not available right now, so prices are compared within each currency:
      {sorted ? " homes are sorted by price among those priced in the same currency" : ""}
      {sorted && limited ? ", and" : ""}
      {limited ? " the price limits apply to each home's own currency" : ""}.
    </p>
  );
}

function SearchChips({
  search,
  categories,
}: {
  search: { filters: Parameters<typeof filterChips>[1] };
  categories: { id: number; name: string }[];
}) {
  const location = useLocation();
  const prices = usePriceSettings();
  const formatMoney = useFormatMoney();
  const params = new URLSearchParams(location.search);
  const currency = prices.rates ? (prices.displayCurrency ?? prices.rates.base) : null;
  const chips = filterChips(params, search.filters, {
    price: (amount) => (currency ? formatMoney(amount, currency) : String(amount)),
    categoryName: (id) => categories.find((category) => category.id === id)?.name,
  });
  return <FilterChips chips={chips} clearPath={clearFiltersPath(params)} />;
}

/** On phones, list or map: a floating switch above the tab bar that shows one and hides the other. */
function PhoneViewSwitch({ showMap, onToggle }: { showMap: boolean; onToggle: () => void }) {
  return (
    <div data-view-switch className="pointer-events-none sticky bottom-20 z-20 mt-4 flex justify-center">
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={showMap}
        className="btn pointer-events-auto bg-ink text-white shadow-card hover:bg-ink/90"
      >
        {showMap ? "Show list" : "Show map"}
      </button>
    </div>
  );
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { search, results, failure, destinations, categories, page, prices, withinCurrency } = loaderData;
  const [showMap, setShowMap] = useState(false);
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const phone = useDevice() === "mobile";
  const { filters } = search;
  const nights = filters.check_in && filters.check_out ? nightsBetween(filters.check_in, filters.check_out) : undefined;
  const stay = stayQuery(filters);
  const currentQuery = new URLSearchParams(
    Object.entries(search.values).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, item]) : value ? [[name, value]] : [],
    ),
  ).toString();
  return (
    <PriceSettingsProvider settings={prices}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h1 className="text-xl font-bold tracking-tight sm:text-3xl">
          {filters.destination ? `Stays in ${filters.destination}` : "Find your stay"}
        </h1>
        <div className="mt-3 sm:mt-4">
          <SearchFilters
            search={search}
            destinations={destinations}
            categories={categories}
            resultCount={results ? results.pagination.total : null}
          />
        </div>
        <div className="mt-3">
          <SearchChips search={search} categories={categories} />
        </div>
        <section aria-label="Search results" className="mt-3 sm:mt-6">
          {failure ? (
            <LoadError what="Search results" redirectTo="/properties" redirectLabel="Start a new search" />
          ) : results && results.entities.length > 0 ? (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3 sm:mb-4">
                <p className="text-sm text-muted" role="status">
                  {results.pagination.total} {results.pagination.total === 1 ? "stay" : "stays"}
                  {nights ? ` available for ${nights} ${nights === 1 ? "night" : "nights"}` : ""}
                  {page > 1 ? ` · page ${page} of ${results.pagination.last_page}` : ""}
                </p>
                {phone ? null : (
                  <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
                    <DisplayCurrencyForm />
                    <MapToggle showMap={showMap} onToggle={() => setShowMap((shown) => !shown)} ready={hydrated} />
                  </div>
                )}
              </div>
              {withinCurrency ? (
                <WithinCurrencyNotice
                  sort={filters.sort}
                  limited={filters.min_price !== undefined || filters.max_price !== undefined}
                />
              ) : null}
              {/* The phone's floating switch sticks within this box, so it never rises over the count above. */}
              <div>
                <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,42%)]">
                  {/* On a phone the list and the map take turns (PhoneViewSwitch). */}
                  <div className={phone && showMap ? "hidden" : ""}>
                    <ul ref={list} className="grid gap-x-6 gap-y-10 sm:grid-cols-2">
                      {results.entities.map((property, index) => (
                        <li key={property.id} data-stay-id={property.id}>
                          <PropertyCard
                            property={property}
                            stayQuery={stay}
                            nights={nights}
                            eager={index < 3}
                            priority={index === 0}
                            headingLevel={2}
                          />
                        </li>
                      ))}
                    </ul>
                    <PaginationNav page={page} lastPage={results.pagination.last_page} label="Search result pages" />
                  </div>
                  <ResultsMapSlot
                    hiddenOnPhone={!showMap}
                    className="order-first h-[60vh] min-h-80 lg:sticky lg:top-20 lg:order-none lg:h-[calc(100dvh-6rem)]"
                    properties={results.entities}
                    stayQuery={stay}
                    nights={nights}
                    list={list}
                  />
                </div>
                {phone ? <DisplayCurrencyForm className="mt-8 border-t border-line pt-4" /> : null}
                {phone && hydrated ? (
                  <PhoneViewSwitch showMap={showMap} onToggle={() => setShowMap((shown) => !shown)} />
                ) : null}
              </div>
            </>
          ) : (
            <div className="rounded-3xl border border-line bg-surface px-6 py-10 text-center">
              <p className="text-lg font-semibold">No stays match all of that</p>
              <p className="mt-2 text-sm text-muted">Try widening the search:</p>
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {widenSuggestions(search.values).map((suggestion) => (
                  <li key={suggestion.label}>
                    <PageLink to={without(currentQuery, suggestion.drop)} className="btn-secondary">
                      {suggestion.label}
                    </PageLink>
                  </li>
                ))}
                <li>
                  <PageLink to="/destinations" className="btn-secondary">
                    Read the destination guides
                  </PageLink>
                </li>
              </ul>
            </div>
          )}
        </section>
      </div>
    </PriceSettingsProvider>
  );
}
