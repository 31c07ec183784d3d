import { Link } from "react-router";
import type { Trip } from "~/api/schemas";
import { Picture } from "~/components/picture";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { formatMoney } from "~/lib/money";
import { guestsLabel, stayLabel } from "~/lib/trips";

/** A booking in My trips: the home's picture, where, when, who, and the way to its booking page. */
export function TripCard({ trip, eager = false }: { trip: Trip; eager?: boolean }) {
  const pagePath = useAmpAwarePath();
  const cover = trip.property?.images[0];
  const title = trip.property?.title ?? `Booking ${trip.reference}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      <div className="aspect-[16/9] bg-surface">
        {cover ? (
          <Picture
            src={cover.url}
            alt=""
            width={600}
            height={338}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {trip.property ? (
          <p className="text-sm text-muted">
            {trip.property.destination.name}, {trip.property.destination.country}
          </p>
        ) : null}
        <h3 className="font-semibold leading-snug">
          <Link to={pagePath(`/bookings/${trip.id}`)} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        <p className="text-sm">{stayLabel(trip.check_in, trip.check_out)}</p>
        <p className="text-sm text-muted">
          {guestsLabel(trip.guests)} · Reference {trip.reference}
        </p>
        <p className="mt-auto pt-2 text-sm font-medium">
          {trip.status === "cancelled" && trip.cancellation ? (
            <span className="text-danger">
              Cancelled · refund {formatMoney(trip.cancellation.refund, trip.currency, { cents: true })}
            </span>
          ) : (
            <span>Total {formatMoney(trip.total, trip.currency, { cents: true })}</span>
          )}
        </p>
      </div>
    </article>
  );
}
