import { useEffect } from "react";

import type { Route } from "./+types/booking";
import { ArrivalDetails } from "~/components/booking/arrival-details";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { Picture } from "~/components/picture";
import { BookingPrice } from "~/components/trips/booking-price";
import { useUi } from "~/components/ui-state";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { calendarFileName, calendarPath, daysBetween, guestsLabel, nightsLabel, refundSentence } from "~/lib/trips";
import { loadBooking } from "./booking-data.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** The booking to come back to: the stay, the home, the price, the policy and what to do next. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, property, cancellation } = await loadBooking(context, url, params.id, { withCancellation: true });
  return { booking, property, cancellation, confirmed: url.searchParams.get("confirmed") === "1" };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData ? `Booking ${loaderData.booking.reference}` : "Booking", noindex: true });

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { booking, property, cancellation, confirmed } = loaderData;
  const ui = useUi();
  const showConfirmation = ui.confirmation.show;
  useEffect(() => {
    if (confirmed)
      showConfirmation(
        "Your stay is booked",
        `Booking ${booking.reference} is confirmed. We have emailed the details to ${booking.guest.email}.`,
      );
  }, [confirmed, booking.reference, booking.guest.email, showConfirmation]);
  const cancelled = booking.status === "cancelled";
  const money = (amount: number) => formatMoney(amount, booking.currency, { cents: true });
  const cover = property?.images[0];
  return (
    <>
      <PageHeader
        eyebrow={cancelled ? "Booking cancelled" : "Booking confirmed"}
        title={property ? property.title : "Your booking"}
        intro={`Reference ${booking.reference}`}
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {cancelled && booking.cancellation ? (
            <p role="status" className="mb-6 rounded-2xl bg-brand-50 px-4 py-3 text-brand-800">
              Cancelled on {formatDate(booking.cancellation.cancelled_on)}.{" "}
              {booking.cancellation.refund > 0
                ? `${money(booking.cancellation.refund)} (${booking.cancellation.refund_percent}%) is refunded to your card.`
                : "Under the cancellation policy there was no refund."}
            </p>
          ) : null}

          <section aria-labelledby="stay-title" className="rounded-3xl border border-line p-6">
            <h2 id="stay-title" className="text-lg font-semibold">
              Your stay
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">Check in</dt>
                <dd className="font-semibold">
                  {formatDate(booking.check_in)}
                  {property ? ` from ${property.check_in_time}` : ""}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Check out</dt>
                <dd className="font-semibold">
                  {formatDate(booking.check_out)}
                  {property ? ` by ${property.check_out_time}` : ""}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Length</dt>
                <dd className="font-semibold">{nightsLabel(daysBetween(booking.check_in, booking.check_out))}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Guests</dt>
                <dd className="font-semibold">{guestsLabel(booking.guests)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted">Lead guest</dt>
                <dd className="font-semibold break-words">
                  {booking.guest.first_name} {booking.guest.last_name} · {booking.guest.email}
                </dd>
              </div>
            </dl>
          </section>

          {property ? (
            <section
              aria-labelledby="home-title"
              className="mt-6 flex flex-col gap-4 rounded-3xl border border-line p-4 sm:flex-row sm:items-center"
            >
              {cover ? (
                <Picture
                  src={cover.url}
                  alt={cover.alt}
                  width={320}
                  height={240}
                  sizes="(min-width: 640px) 12rem, 100vw"
                  eager
                  className="aspect-[4/3] w-full rounded-2xl object-cover sm:w-48"
                />
              ) : null}
              <div>
                <h2 id="home-title" className="text-lg font-semibold">
                  <PageLink
                    to={`/properties/${property.id}/${property.slug}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {property.title}
                  </PageLink>
                </h2>
                <p className="text-sm text-muted">
                  {property.destination.name}, {property.destination.country}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {property.bedrooms} {property.bedrooms === 1 ? "bedroom" : "bedrooms"} · sleeps {property.max_guests}
                </p>
              </div>
            </section>
          ) : null}

          <section aria-labelledby="price-title" className="mt-6 rounded-3xl border border-line p-6">
            <h2 id="price-title" className="mb-4 text-lg font-semibold">
              Price
            </h2>
            <BookingPrice booking={booking} />
          </section>

          <section aria-labelledby="policy-title" className="mt-6 rounded-3xl border border-line p-6">
            <h2 id="policy-title" className="text-lg font-semibold">
              Cancellation policy
            </h2>
            <p className="mt-2">{property?.cancellation_policy || cancellation?.policy || "Ask guest support."}</p>
            {cancellation?.cancellable ? (
              <p className="mt-2 text-sm text-muted">
                If you cancel today: {refundSentence(money(cancellation.refund), cancellation.refund_percent)}
              </p>
            ) : null}
          </section>

          {cancelled ? null : <ArrivalDetails information={booking.check_in_information} />}
        </div>

        <aside aria-label="Booking actions" className="lg:pt-0">
          <ul className="flex flex-col gap-3 lg:sticky lg:top-24">
            <li>
              <PageLink to={`/bookings/${booking.id}/receipt`} className="btn-secondary w-full justify-center">
                Receipt
              </PageLink>
            </li>
            {cancelled ? null : (
              <li>
                <a
                  href={calendarPath(booking.id)}
                  download={calendarFileName(booking.reference)}
                  className="btn-secondary w-full justify-center"
                >
                  Add to calendar (.ics)
                </a>
              </li>
            )}
            {cancellation?.cancellable ? (
              <li>
                <PageLink
                  to={`/bookings/${booking.id}/cancel`}
                  className="btn-secondary w-full justify-center text-danger"
                >
                  Cancel booking
                </PageLink>
              </li>
            ) : null}
            <li>
              <PageLink to="/trips" className="btn-secondary w-full justify-center">
                All my trips
              </PageLink>
            </li>
            <li>
              <PageLink to="/support" className="btn-secondary w-full justify-center">
                Guest support
              </PageLink>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
