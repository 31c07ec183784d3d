import { http } from "msw";
import { type BookingRecord, type Store, daysFromToday } from "../store";
import { fieldErrors } from "../validation/fields";
import { RESERVATION_LIST_RULES, type RESERVATION_SCOPES } from "../validation/reservations";
import { fail, notFound, ok, pageParams, paginate } from "./respond";
import { managedProperties, ownerNameFor, requireVendor } from "./vendor-access";

type Scope = (typeof RESERVATION_SCOPES)[number];

/** Cancelled apart; then by the store's today: not arrived yet, arrived and not left, left. */
function scopeOf(store: Store, booking: BookingRecord): Scope {
  if (booking.status === "cancelled") return "cancelled";
  if (daysFromToday(store, booking.checkIn) > 0) return "upcoming";
  return daysFromToday(store, booking.checkOut) > 0 ? "current" : "past";
}

const ORDER: Record<Scope, (a: BookingRecord, b: BookingRecord) => number> = {
  upcoming: (a, b) => a.checkIn.localeCompare(b.checkIn) || a.id - b.id,
  current: (a, b) => a.checkOut.localeCompare(b.checkOut) || a.id - b.id,
  past: (a, b) => b.checkIn.localeCompare(a.checkIn) || b.id - a.id,
  cancelled: (a, b) =>
    (b.cancellation?.cancelledOn ?? "").localeCompare(a.cancellation?.cancelledOn ?? "") || b.id - a.id,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What the owner is paid (docs/api.md, "GET /vendor/reservations"): the part of the total the
 * guest keeps paying, less the same share of the service fee, which the platform keeps. A
 * confirmed booking pays out its total minus its service fee; a full refund pays out nothing.
 */
export function payoutOf(booking: BookingRecord): number {
  if (booking.total <= 0) return 0;
  const kept = booking.total - (booking.cancellation?.refund ?? 0);
  return round2((kept * (booking.total - booking.price.service_fee)) / booking.total);
}

/** Designed: GET /vendor/reservations, the bookings of the vendor's properties. */
export function vendorReservationHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/vendor/reservations`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const url = new URL(request.url);
      const query = Object.fromEntries(
        ["scope", "property_id", "from", "to"]
          .map((name) => [name, url.searchParams.get(name)] as const)
          .filter(([, value]) => value !== null && value !== ""),
      );
      const parsed = RESERVATION_LIST_RULES.safeParse(query);
      if (!parsed.success) return fail(422, "Please check the query.", fieldErrors(parsed.error, "query"));
      const paging = pageParams(url, 50);
      if (paging instanceof Response) return paging;
      const { scope, property_id: propertyId, from, to } = parsed.data;
      const properties = new Map(managedProperties(store, user).map((property) => [property.id, property]));
      if (propertyId !== undefined && !properties.has(propertyId)) return notFound("Property");
      const matching = store.bookings
        .filter(
          (booking) =>
            properties.has(booking.propertyId) &&
            (propertyId === undefined || booking.propertyId === propertyId) &&
            (scope === undefined || scopeOf(store, booking) === scope) &&
            // A stay overlaps [from, to] when it leaves after `from` and arrives on or before `to`.
            (from === undefined || booking.checkOut > from) &&
            (to === undefined || booking.checkIn <= to),
        )
        .sort(scope ? ORDER[scope] : (a, b) => a.checkIn.localeCompare(b.checkIn) || a.id - b.id);
      const page = paginate(matching, paging.page, paging.perPage);
      return ok({
        ...page,
        entities: page.entities.map((booking) => {
          const property = properties.get(booking.propertyId)!;
          const destination = store.destinations.find((candidate) => candidate.slug === property.destinationSlug);
          return {
            id: booking.id,
            reference: booking.reference,
            status: booking.status,
            scope: scopeOf(store, booking),
            property: {
              id: property.id,
              slug: property.slug,
              title: property.title,
              owner_name: ownerNameFor(store, user, property),
              destination: {
                slug: property.destinationSlug,
                name: destination?.name ?? property.destinationSlug,
                country: destination?.country ?? "",
              },
            },
            guest: booking.guest,
            check_in: booking.checkIn,
            check_out: booking.checkOut,
            nights: booking.price.nights,
            guests: booking.guests,
            currency: booking.currency,
            price: booking.price,
            total: booking.total,
            service_fee: booking.price.service_fee,
            payout: payoutOf(booking),
            arrival: {
              check_in_from: property.checkInTime,
              check_out_until: property.checkOutTime,
              check_in_information: property.checkInInformation ?? null,
            },
            cancellation: booking.cancellation && {
              cancelled_on: booking.cancellation.cancelledOn,
              refund: booking.cancellation.refund,
              refund_percent: booking.cancellation.refundPercent,
            },
            booked_at: booking.createdAt,
          };
        }),
      });
    }),
  ];
}
