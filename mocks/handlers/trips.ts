import { http } from "msw";
import { ALREADY_CANCELLED, cancellationQuote } from "../cancellation";
import { createSerializers } from "../serialize";
import { type BookingRecord, type Store, type UserRecord, daysFromToday } from "../store";
import { fieldErrors } from "../validation/fields";
import { CANCEL_RULES, TRIP_LIST_RULES } from "../validation/trips";
import { fail, notFound, ok, originOf, pageParams, paginate, readForm, requireUser } from "./respond";

type Scope = "upcoming" | "past" | "cancelled";

/** Which list a booking is in: cancelled ones apart, then by whether its check-out day has come. */
function scopeOf(store: Store, booking: BookingRecord): Scope {
  if (booking.status === "cancelled") return "cancelled";
  return daysFromToday(store, booking.checkOut) > 0 ? "upcoming" : "past";
}

const ORDER: Record<Scope, (a: BookingRecord, b: BookingRecord) => number> = {
  upcoming: (a, b) => a.checkIn.localeCompare(b.checkIn) || a.id - b.id,
  past: (a, b) => b.checkIn.localeCompare(a.checkIn) || b.id - a.id,
  cancelled: (a, b) =>
    (b.cancellation?.cancelledOn ?? "").localeCompare(a.cancellation?.cancelledOn ?? "") || b.id - a.id,
};

/** Designed: the signed-in guest's bookings, a booking's cancellation quote, and cancelling it. */
export function tripHandlers(base: string, store: Store) {
  const own = (user: UserRecord, id: unknown) =>
    store.bookings.find((candidate) => candidate.id === Number(id) && candidate.userId === user.id);
  const propertyOf = (booking: BookingRecord) =>
    store.properties.find((property) => property.id === booking.propertyId);

  return [
    http.get(`${base}/guest/bookings`, ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const url = new URL(request.url);
      const parsed = TRIP_LIST_RULES.safeParse({ scope: url.searchParams.get("scope") ?? undefined });
      if (!parsed.success) return fail(422, "Please check the query.", fieldErrors(parsed.error, "scope"));
      const paging = pageParams(url, 20);
      if (paging instanceof Response) return paging;
      const { scope } = parsed.data;
      const serialize = createSerializers(store, originOf(request, base));
      const mine = store.bookings
        .filter((booking) => booking.userId === user.id && scopeOf(store, booking) === scope)
        .sort(ORDER[scope])
        .map((booking) => {
          const property = propertyOf(booking);
          return { ...serialize.booking(booking), property: property ? serialize.propertySummary(property) : null };
        });
      return ok(paginate(mine, paging.page, paging.perPage));
    }),

    http.get(`${base}/guest/bookings/:id/cancellation`, ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const booking = own(user, params.id);
      return booking ? ok(cancellationQuote(store, booking, propertyOf(booking))) : notFound("Booking");
    }),

    http.post(`${base}/guest/bookings/:id/cancel`, async ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const booking = own(user, params.id);
      if (!booking) return notFound("Booking");
      const parsed = CANCEL_RULES.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success)
        return fail(422, "Please check the highlighted fields.", fieldErrors(parsed.error, "refund"));
      const quote = cancellationQuote(store, booking, propertyOf(booking));
      if (!quote.cancellable) {
        const reason = quote.reason ?? ALREADY_CANCELLED;
        return fail(422, reason, { status: [reason] });
      }
      if (parsed.data.refund !== undefined && parsed.data.refund !== quote.refund) {
        return fail(422, "The refund has changed since it was shown.", {
          refund: [`The refund is now ${quote.refund.toFixed(2)} ${quote.currency}.`],
        });
      }
      booking.status = "cancelled";
      booking.cancellation = {
        cancelledOn: quote.quoted_on,
        refund: quote.refund,
        refundPercent: quote.refund_percent,
      };
      return ok(createSerializers(store, originOf(request, base)).booking(booking));
    }),
  ];
}
