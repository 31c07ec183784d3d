import type { Route } from "./+types/booking-receipt";
import { PageLink } from "~/components/page-link";
import { useRootData } from "~/components/session-user";
import { BookingPrice } from "~/components/trips/booking-price";
import { useHydrated } from "~/components/use-hydrated";
import { EMPTY_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { guestsLabel, stayLabel } from "~/lib/trips";
import { loadBooking } from "./booking-data.server";

export const handle: PageHandle = { layout: EMPTY_LAYOUTS };

export const headers = routeHeaders("personal");

/** A booking's receipt: a page of its own that prints on one sheet (the browser saves it as a PDF too). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, property } = await loadBooking(context, url, params.id);
  return { booking, property };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Receipt for booking ${loaderData.booking.reference}` : "Receipt",
    noindex: true,
  });

function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated)
    return <p className="text-sm text-muted">To print or save it as a PDF, use your browser&apos;s Print command.</p>;
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { booking, property } = loaderData;
  const siteName = useRootData()?.site.name ?? "";
  return (
    <div data-receipt className="mx-auto max-w-2xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <nav aria-label="Receipt" className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <PageLink to={`/bookings/${booking.id}`} className="btn-secondary">
          Back to the booking
        </PageLink>
        <PrintButton />
      </nav>
      <article className="rounded-3xl border border-line p-6 sm:p-8 print:rounded-none print:border-0 print:p-0">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase print:text-black">{siteName}</p>
            <h1 className="text-2xl font-bold">Receipt</h1>
          </div>
          <dl className="text-sm sm:text-right">
            <div>
              <dt className="inline text-muted">Booking </dt>
              <dd className="inline font-semibold">{booking.reference}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Booked on </dt>
              <dd className="inline">{formatDate(booking.created_at)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Status </dt>
              <dd className="inline">{booking.status === "cancelled" ? "Cancelled" : "Paid"}</dd>
            </div>
          </dl>
        </header>
        <section aria-labelledby="receipt-stay" className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h2 id="receipt-stay" className="text-sm font-semibold text-muted">
              Stay
            </h2>
            <p className="font-semibold">{property?.title ?? `Property ${booking.property_id}`}</p>
            {property ? (
              <p className="text-sm">
                {property.destination.name}, {property.destination.country}
              </p>
            ) : null}
            <p className="mt-1 text-sm">{stayLabel(booking.check_in, booking.check_out)}</p>
            <p className="text-sm">{guestsLabel(booking.guests)}</p>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-muted">Billed to</h2>
            <p className="font-semibold">
              {booking.guest.first_name} {booking.guest.last_name}
            </p>
            <p className="text-sm break-words">{booking.guest.email}</p>
          </div>
        </section>
        <section aria-labelledby="receipt-price" className="mt-6 border-t border-line pt-4">
          <h2 id="receipt-price" className="mb-3 text-sm font-semibold text-muted">
            Price
          </h2>
          <BookingPrice booking={booking} />
        </section>
        {property?.cancellation_policy ? (
          <p className="mt-6 text-sm text-muted">Cancellation policy: {property.cancellation_policy}</p>
        ) : null}
      </article>
    </div>
  );
}
