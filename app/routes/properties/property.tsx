import { useState } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/property";
import type { Quote } from "~/api/schemas";
import { getAvailability, getReviews } from "~/api/properties.server";
import { AvailabilityCalendar } from "~/components/properties/availability-calendar";
import { Gallery } from "~/components/properties/gallery";
import { HostCard } from "~/components/properties/host-card";
import { LocationMap } from "~/components/properties/location-map";
import { QuotePanel } from "~/components/properties/quote-panel";
import { ReserveBar } from "~/components/properties/reserve-bar";
import { ReviewList, ReviewSummary } from "~/components/properties/review-breakdown";
import { ShareButton } from "~/components/properties/share-button";
import { PriceSettingsProvider } from "~/components/prices/price-settings";
import { WishlistHeart } from "~/components/properties/wishlist-heart";
import { SpokenRating } from "~/components/properties/spoken-rating";
import { DETAILS_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { approximateCentre } from "~/lib/approximate-area";
import { today } from "~/lib/clock";
import { REVIEWS_PER_PAGE, moreReviewsHref, reviewPagesOf } from "~/lib/property-reviews";
import { canonicalUrl } from "~/lib/canonical";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { propertyStructuredData } from "~/lib/property-structured-data";
import { apiContext } from "~/request-context";
import { requireProperty } from "./property-data.server";
import { displayCurrencyAction, loadPriceSettings, pricePageHeaders } from "./price-settings.server";
import { quoteStay } from "./property-quote.server";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: DETAILS_LAYOUTS };

export const headers = routeHeaders("public-page", "search");

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const id = Number(params.id);
  const reviewPages = reviewPagesOf(url.searchParams);
  // The property, its calendar, its reviews and the quote do not depend on each other: ask for all at once.
  const [{ reviews: _newest, ...property }, availability, reviews, stayQuote, prices] = await Promise.all([
    requireProperty(context, params.id),
    getAvailability(api, id),
    // The pages of reviews shown so far, as one page of the API (the page's data stays that size).
    getReviews(api, id, 1, reviewPages * REVIEWS_PER_PAGE),
    quoteStay(api, id, url.searchParams),
    loadPriceSettings(request, api),
  ]);
  if (params.slug !== property.slug) {
    throw redirect(
      ampAwarePath(`/properties/${property.id}/${encodeURIComponent(property.slug)}${url.search}`, url),
      301,
    );
  }
  return data(
    {
      property,
      ...stayQuote,
      unavailable: availability.success ? availability.data.unavailable : null,
      reviews: reviews.success
        ? { shown: reviews.data.entities, total: reviews.data.pagination.total, pages: reviewPages }
        : null,
      today: today(),
      prices,
    },
    { headers: pricePageHeaders(request) },
  );
}

/** The display-currency picker in the booking box posts here (price-settings.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return displayCurrencyAction({ request, context });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const property = loaderData?.property;
  if (!property) return pageMeta(matches, { title: "Property" });
  const site = siteFromMatches(matches);
  const address = canonicalUrl(site.url, `/properties/${property.id}/${property.slug}`, "");
  return pageMeta(matches, {
    title: `${property.title}, ${property.destination.name}`,
    description: property.summary,
    image: property.images[0]?.url,
    structuredData: [propertyStructuredData(property, address)],
  });
};

function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} className="scroll-mt-16 border-t border-line py-8" aria-label={title}>
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Every price below is written for the visitor (their locale and display currency). */
export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PriceSettingsProvider settings={loaderData.prices}>
      <PropertyDetails loaderData={loaderData} />
    </PriceSettingsProvider>
  );
}

const BOOKING_BOX_ID = "book";

/** OpenStreetMap at the area's moved centre, never the stay's own point (lib/approximate-area.ts). */
function areaMapLink({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const { lat, lng } = approximateCentre(latitude, longitude);
  const [y, x] = [lat.toFixed(4), lng.toFixed(4)];
  return `https://www.openstreetmap.org/#map=14/${y}/${x}`;
}

function PropertyDetails({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { property, stay, quote, quoteError, unavailable, reviews, today } = loaderData;
  const pageAnswer = { stay, quote, quoteError };
  const location = useLocation();
  // The bar on phones shows what the booking box shows: the page's quote, then each stay priced in the box.
  const [shownQuote, setShownQuote] = useState<Quote | null>(quote);
  const propertyPath = `/properties/${property.id}/${property.slug}`;
  return (
    <article className="px-4 pt-6 sm:px-6">
      <p className="text-sm text-muted">
        {property.category ? `${property.category.name} · ` : ""}
        {property.destination.name}, {property.destination.country}
      </p>
      <div className="mt-1 mb-5 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{property.title}</h1>
        <div className="flex gap-2">
          <ShareButton title={property.title} path={propertyPath} />
          <WishlistHeart propertyId={property.id} title={property.title} />
        </div>
      </div>
      <Gallery images={property.images} title={property.title} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_360px]">
        <div>
          <p className="text-lg">
            {property.max_guests} guests · {property.bedrooms} {property.bedrooms === 1 ? "bedroom" : "bedrooms"} ·{" "}
            {property.bathrooms} {property.bathrooms === 1 ? "bathroom" : "bathrooms"}
            {property.rating !== null ? (
              <>
                {" · "}
                <a href="#reviews" className="underline decoration-line underline-offset-4 hover:decoration-ink">
                  <span aria-hidden="true">
                    ★ {property.rating.toFixed(1)} ({property.review_count} reviews)
                  </span>
                  <SpokenRating rating={property.rating} reviewCount={property.review_count} />
                </a>
              </>
            ) : null}
          </p>
          {property.host ? (
            <div className="mt-6 border-t border-line pt-6">
              <HostCard host={property.host} today={today} />
            </div>
          ) : null}
          <div className="prose-page mt-6">
            {property.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <Section title="What this place offers">
            <ul className="grid grid-cols-2 gap-2 text-sm">
              {property.amenities.map((amenity) => (
                <li key={amenity} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {amenity}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="House rules and arrival">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-muted">Check-in from</dt>
                <dd className="font-semibold">{property.check_in_time}</dd>
              </div>
              <div>
                <dt className="text-muted">Check-out by</dt>
                <dd className="font-semibold">{property.check_out_time}</dd>
              </div>
            </dl>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
              {property.house_rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <h3 className="mt-6 font-semibold">Cancellation policy</h3>
            <p className="mt-1 text-sm">{property.cancellation_policy}</p>
          </Section>
          <Section title="Availability">
            {unavailable ? (
              <AvailabilityCalendar today={today} unavailable={unavailable} />
            ) : (
              <p className="text-sm text-muted">
                The calendar cannot be shown right now; the price check still tells you whether your dates are free.
              </p>
            )}
          </Section>
          <Section id="reviews" title="Reviews">
            {property.rating !== null && property.review_count > 0 ? (
              <ReviewSummary
                rating={property.rating}
                reviewCount={property.review_count}
                categories={property.review_categories}
              />
            ) : null}
            {reviews === null ? (
              <p className="mt-6 text-sm text-muted">The reviews cannot be shown right now. Please try again later.</p>
            ) : reviews.shown.length ? (
              <ReviewList
                reviews={reviews.shown}
                moreHref={moreReviewsHref(location.search, reviews.pages, reviews.shown.length, reviews.total)}
              />
            ) : (
              <p className="text-sm text-muted">No reviews yet. Be the first to stay.</p>
            )}
          </Section>
          <Section id="location" title="Where you'll be">
            {/* The map library loads once the map is on screen; until then, and without JavaScript, the words say where. */}
            <LocationMap
              latitude={property.latitude}
              longitude={property.longitude}
              place={`${property.destination.name}, ${property.destination.country}`}
            />
            <p className="mt-2 text-sm">
              <a
                href={areaMapLink(property)}
                className="font-medium text-brand-700 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                See the area on OpenStreetMap
              </a>
            </p>
          </Section>
        </div>
        <QuotePanel
          id={BOOKING_BOX_ID}
          property={property}
          pageAnswer={pageAnswer}
          unavailable={unavailable}
          today={today}
          onShownQuote={setShownQuote}
        />
      </div>
      <ReserveBar
        bookingBoxId={BOOKING_BOX_ID}
        nightlyPrice={property.nightly_price}
        currency={property.currency}
        quote={shownQuote}
      />
    </article>
  );
}
