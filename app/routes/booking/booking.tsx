import { useEffect } from "react";

import type { Route } from "./+types/booking";
import { getBooking } from "~/api/bookings.server";
import { ArrivalDetails } from "~/components/booking/arrival-details";
import { getProperty } from "~/api/properties.server";
import { PageHeader } from "~/components/page-header";
import { useUi } from "~/components/ui-state";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { apiContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export async function loader({ params, url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Booking not found");
  const api = context.get(apiContext);
  const booking = await getBooking(api, id);
  if (!booking.success) endSessionIfUnauthorized(context, url, booking);
  if (!booking.success)
    throw booking.status === 404
      ? pageError(404, "Booking not found")
      : pageError(502, "The booking could not be loaded");
  const property = await getProperty(api, booking.data.property_id);
  return {
    booking: booking.data,
    property: property.success ? property.data : null,
    confirmed: url.searchParams.get("confirmed") === "1",
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData ? `Booking ${loaderData.booking.reference}` : "Booking", noindex: true });

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { booking, property, confirmed } = loaderData;
  const ui = useUi();
  const showConfirmation = ui.confirmation.show;
  useEffect(() => {
    if (confirmed)
      showConfirmation(
        "Your stay is booked",
        `Booking ${booking.reference} is confirmed. We have emailed the details to ${booking.guest.email}.`,
      );
  }, [confirmed, booking.reference, booking.guest.email, showConfirmation]);
  return (
    <>
      <PageHeader
        eyebrow="Booking confirmed"
        title={property ? property.title : "Your booking"}
        intro={`Reference ${booking.reference}`}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <dl className="grid gap-4 rounded-3xl border border-line p-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Check in</dt>
            <dd className="font-semibold">
              {booking.check_in}
              {property ? ` from ${property.check_in_time}` : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Check out</dt>
            <dd className="font-semibold">
              {booking.check_out}
              {property ? ` by ${property.check_out_time}` : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Guests</dt>
            <dd className="font-semibold">{booking.guests}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Total paid</dt>
            <dd className="font-semibold">{formatMoney(booking.total, booking.currency, { cents: true })}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">Lead guest</dt>
            <dd className="font-semibold">
              {booking.guest.first_name} {booking.guest.last_name} · {booking.guest.email}
            </dd>
          </div>
        </dl>
        {property ? <p className="mt-4 text-sm text-muted">Cancellation: {property.cancellation_policy}</p> : null}
        <ArrivalDetails information={booking.check_in_information} />
        <div className="mt-6 flex flex-wrap gap-3">
          {property ? (
            <PageLink to={`/properties/${property.id}/${property.slug}`} className="btn-secondary">
              See the property
            </PageLink>
          ) : null}
          <PageLink to="/support" className="btn-secondary">
            Guest support
          </PageLink>
        </div>
      </div>
    </>
  );
}
