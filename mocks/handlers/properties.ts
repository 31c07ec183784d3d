import { http } from "msw";
import { blockedRanges } from "../calendar";
import { EXCHANGE_RATES, convertAmount, isKnownCurrency } from "../exchange-rates";
import { isAvailable, isIsoDate, quoteFor, stayErrors } from "../pricing";
import { createSerializers } from "../serialize";
import {
  type PropertyRecord,
  type Store,
  dayFromToday,
  daysFromToday,
  listedProperties,
  listedProperty,
} from "../store";
import { fail, intParam, notFound, ok, originOf, pageParams, paginate } from "./respond";

const SORTS = ["recommended", "price_asc", "price_desc", "rating"] as const;

function matchesText(store: Store, property: PropertyRecord, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const destination = store.destinations.find((candidate) => candidate.slug === property.destinationSlug);
  return [property.destinationSlug, destination?.name, destination?.country, property.title].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

/**
 * The nightly price compared by the price filters and sorts: `nightly` (the listed price, or the
 * stay's average night when the search has dates) converted into `currency` when the search
 * names one, else the bare number in the property's own currency (currencies mixed).
 */
function comparablePrice(property: PropertyRecord, currency: string | null, nightly = property.nightlyPrice): number {
  return currency ? convertAmount(nightly, property.currency, currency) : nightly;
}

function sortProperties(
  items: PropertyRecord[],
  sort: (typeof SORTS)[number],
  price: (property: PropertyRecord) => number,
): PropertyRecord[] {
  const sorted = [...items];
  if (sort === "price_asc") sorted.sort((a, b) => price(a) - price(b) || a.id - b.id);
  else if (sort === "price_desc") sorted.sort((a, b) => price(b) - price(a) || a.id - b.id);
  else if (sort === "rating")
    sorted.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.reviews.length - a.reviews.length || a.id - b.id);
  else sorted.sort((a, b) => (b.rating ?? 0) * b.reviews.length - (a.rating ?? 0) * a.reviews.length || a.id - b.id);
  return sorted;
}

function parseBounds(raw: string | null): [number, number, number, number] | null | "invalid" {
  if (!raw) return null;
  const parts = raw.split(",").map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return "invalid";
  return parts as [number, number, number, number];
}

/** Designed: property search, details, availability and quotes (docs/api.md, Properties). */
export function propertyHandlers(base: string, store: Store) {
  const findProperty = (id: unknown) => listedProperty(store, id);

  return [
    http.get(`${base}/properties`, ({ request }) => {
      const url = new URL(request.url);
      const paging = pageParams(url, 24);
      if (paging instanceof Response) return paging;
      const query = url.searchParams;
      const sort = (query.get("sort") ?? "recommended") as (typeof SORTS)[number];
      if (!SORTS.includes(sort)) return fail(422, "Unknown sort order.", { sort: [`Use one of ${SORTS.join(", ")}.`] });
      const checkIn = query.get("check_in");
      const checkOut = query.get("check_out");
      if ((checkIn || checkOut) && !(isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut)) {
        return fail(422, "Choose both dates, check-out after check-in.", { check_out: ["Invalid dates."] });
      }
      const numbers = Object.fromEntries(
        ["guests", "min_price", "max_price", "bedrooms", "category_id"].map((name) => [name, intParam(url, name)]),
      );
      const malformed = Object.entries(numbers).find(([, value]) => Number.isNaN(value));
      if (malformed)
        return fail(422, `${malformed[0]} must be a whole number.`, { [malformed[0]]: ["Invalid number."] });
      const bounds = parseBounds(query.get("bounds"));
      if (bounds === "invalid")
        return fail(422, "bounds must be south,west,north,east.", { bounds: ["Invalid bounds."] });
      const amenities = query.getAll("amenities[]");
      const currency = query.get("currency") || null;
      if (currency !== null && !isKnownCurrency(currency))
        return fail(422, "Unknown currency.", {
          currency: [`Use one of ${Object.keys(EXCHANGE_RATES).join(", ")}.`],
        });
      const guests = numbers.guests ?? 1;
      // With dates, each home is priced for the stay: its average night (the quote's nightly_price)
      // is what the answer sends as stay_nightly_price and what the price filters and sorts compare.
      const stays = new Map<number, ReturnType<typeof quoteFor>>();
      const stayOf = (property: PropertyRecord) => {
        if (!checkIn || !checkOut) return null;
        const stay = stays.get(property.id) ?? quoteFor(store, property, checkIn, checkOut, guests);
        stays.set(property.id, stay);
        return stay;
      };
      const price = (property: PropertyRecord) => comparablePrice(property, currency, stayOf(property)?.nightly_price);

      const results = listedProperties(store).filter((property) => {
        if (!matchesText(store, property, query.get("destination") ?? "")) return false;
        if (numbers.guests !== undefined && property.maxGuests < numbers.guests) return false;
        if (numbers.min_price !== undefined && price(property) < numbers.min_price) return false;
        if (numbers.max_price !== undefined && price(property) > numbers.max_price) return false;
        if (numbers.bedrooms !== undefined && property.bedrooms < numbers.bedrooms) return false;
        if (numbers.category_id !== undefined && property.categoryId !== numbers.category_id) return false;
        if (amenities.some((amenity) => !property.amenities.includes(amenity))) return false;
        if (bounds) {
          const [south, west, north, east] = bounds;
          if (
            property.latitude < south ||
            property.latitude > north ||
            property.longitude < west ||
            property.longitude > east
          )
            return false;
        }
        if (checkIn && checkOut && !isAvailable(store, property, checkIn, checkOut)) return false;
        return true;
      });
      const serialize = createSerializers(store, originOf(request, base));
      const page = paginate(sortProperties(results, sort, price), paging.page, paging.perPage);
      const withStay = (property: PropertyRecord) => {
        const stay = stayOf(property);
        return stay
          ? { ...serialize.propertySummary(property), stay_total: stay.total, stay_nightly_price: stay.nightly_price }
          : serialize.propertySummary(property);
      };
      return ok({ entities: page.entities.map(withStay), pagination: page.pagination });
    }),

    http.get(`${base}/properties/:id`, ({ request, params }) => {
      const property = findProperty(params.id);
      return property ? ok(createSerializers(store, originOf(request, base)).property(property)) : notFound("Property");
    }),

    http.get(`${base}/properties/:id/reviews`, ({ request, params }) => {
      const property = findProperty(params.id);
      if (!property) return notFound("Property");
      const paging = pageParams(new URL(request.url), 6);
      if (paging instanceof Response) return paging;
      const serialize = createSerializers(store, originOf(request, base));
      const page = paginate(serialize.newestReviews(property), paging.page, paging.perPage);
      return ok({ entities: page.entities.map(serialize.review), pagination: page.pagination });
    }),

    http.get(`${base}/properties/:id/availability`, ({ request, params }) => {
      const property = findProperty(params.id);
      if (!property) return notFound("Property");
      const url = new URL(request.url);
      const from = url.searchParams.get("from") ?? dayFromToday(store, 0);
      const to = url.searchParams.get("to") ?? dayFromToday(store, 365);
      if (!isIsoDate(from) || !isIsoDate(to) || from > to)
        return fail(422, "Invalid range.", { from: ["Invalid range."] });
      const [start, end] = [daysFromToday(store, from), daysFromToday(store, to)];
      const seeded = property.booked
        .filter((range) => range.startOffset < end && start < range.endOffset)
        .map((range) => ({ start: dayFromToday(store, range.startOffset), end: dayFromToday(store, range.endOffset) }));
      const made = store.bookings
        .filter(
          (booking) =>
            booking.status !== "cancelled" &&
            booking.propertyId === property.id &&
            booking.checkIn < to &&
            from < booking.checkOut,
        )
        .map((booking) => ({ start: booking.checkIn, end: booking.checkOut }));
      return ok({
        property_id: property.id,
        from,
        to,
        unavailable: [...seeded, ...made, ...blockedRanges(property, from, to)].sort((a, b) =>
          a.start.localeCompare(b.start),
        ),
      });
    }),

    http.get(`${base}/properties/:id/quote`, ({ request, params }) => {
      const property = findProperty(params.id);
      if (!property) return notFound("Property");
      const url = new URL(request.url);
      const checkIn = url.searchParams.get("check_in");
      const checkOut = url.searchParams.get("check_out");
      const guests = Number(url.searchParams.get("guests") ?? "1");
      const errors = stayErrors(property, checkIn, checkOut, guests);
      if (errors) return fail(422, "Please check the dates and guests.", errors);
      return ok(quoteFor(store, property, checkIn!, checkOut!, guests));
    }),
  ];
}
