import { Link } from "react-router";
import type { PropertySummary } from "~/api/schemas";
import { Picture } from "~/components/picture";
import { PriceNote, ShownPrice } from "~/components/prices/listing-price";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { SpokenRating } from "~/components/properties/spoken-rating";

/** A stay in a list: picture, place, title, capacity, rating, nightly price and the stay total. */
/** `headingLevel` follows the page outline: 2 when the list sits right under the page title. */
export function PropertyCard({
  property,
  stayQuery = "",
  nights,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  property: PropertySummary;
  stayQuery?: string;
  nights?: number;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const pagePath = useAmpAwarePath();
  const cover = property.images[0];
  // With dates, the stay's average night, as its quote counts it: seasons make it differ from the listed price.
  const stayNightly = nights ? property.stay_nightly_price : undefined;
  const nightly = stayNightly ?? property.nightly_price;
  return (
    <article className="group relative flex h-full flex-col">
      <div className="aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-surface">
        {cover ? (
          <Picture
            src={cover.url}
            alt={cover.alt}
            width={600}
            height={450}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
            // The first card's picture is usually the largest paint: fetch it first.
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <p className="text-sm text-muted">
          {property.destination.name}, {property.destination.country}
        </p>
        {property.rating !== null ? (
          <p className="flex shrink-0 items-center gap-1 text-sm font-medium">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current text-amber-500">
              <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
            <span aria-hidden="true">{property.rating.toFixed(1)}</span>
            <SpokenRating rating={property.rating} reviewCount={property.review_count} />
          </p>
        ) : null}
      </div>
      <Heading className="font-semibold leading-snug">
        <Link
          to={pagePath(`/properties/${property.id}/${property.slug}${stayQuery}`)}
          className="after:absolute after:inset-0"
        >
          {property.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted">
        {property.max_guests} guests · {property.bedrooms} {property.bedrooms === 1 ? "bedroom" : "bedrooms"} ·{" "}
        {property.bathrooms} {property.bathrooms === 1 ? "bath" : "baths"}
      </p>
      <p className="mt-1">
        <span className="font-semibold">
          <ShownPrice amount={nightly} currency={property.currency} />
        </span>{" "}
        <span className="text-sm text-muted">{stayNightly === undefined ? "night" : "night on average"}</span>
        <PriceNote amount={nightly} currency={property.currency} />
        {property.stay_total !== undefined && nights ? (
          <span className="block text-sm text-muted">
            <ShownPrice amount={property.stay_total} currency={property.currency} /> total for {nights}{" "}
            {nights === 1 ? "night" : "nights"}
          </span>
        ) : null}
      </p>
    </article>
  );
}
