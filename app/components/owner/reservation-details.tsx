import type { Reservation } from "~/api/schemas";
import { QuoteLines } from "~/components/properties/quote-breakdown";
import { formatDate } from "~/lib/dates";
import { KEY_HANDOVERS, type KeyHandover } from "~/lib/owner/check-in-form";
import { formatMoney } from "~/lib/money";

/** A reservation's price line by line, the payout, the cancellation and what the guest was told about arriving. */
export function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const money = (amount: number) => formatMoney(amount, reservation.currency, { cents: true });
  const information = reservation.arrival.check_in_information;
  const keys =
    information?.key_handover && information.key_handover in KEY_HANDOVERS
      ? KEY_HANDOVERS[information.key_handover as KeyHandover]
      : null;
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-brand-700 underline underline-offset-4">
        Price and arrival
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <dl className="space-y-1.5">
          {reservation.price ? (
            <QuoteLines
              quote={{
                ...reservation.price,
                property_id: reservation.property.id,
                check_in: reservation.check_in,
                check_out: reservation.check_out,
                guests: reservation.guests,
                currency: reservation.currency,
                available: true,
              }}
              money={money}
            />
          ) : (
            <div className="flex justify-between gap-3 font-semibold">
              <dt>Total</dt>
              <dd>{money(reservation.total)}</dd>
            </div>
          )}
          {reservation.cancellation ? (
            <div className="flex justify-between gap-3">
              <dt>
                Refunded {formatDate(reservation.cancellation.cancelled_on)} ({reservation.cancellation.refund_percent}
                %)
              </dt>
              <dd>−{money(reservation.cancellation.refund)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 text-brand-800">
            <dt>Our service fee</dt>
            <dd>
              −
              {money(
                reservation.cancellation
                  ? reservation.total - reservation.cancellation.refund - reservation.payout
                  : reservation.service_fee,
              )}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-line pt-1.5 font-semibold">
            <dt>Your payout</dt>
            <dd>{money(reservation.payout)}</dd>
          </div>
        </dl>
        <dl className="space-y-1.5">
          <div>
            <dt className="text-muted">Arrives</dt>
            <dd>
              {formatDate(reservation.check_in)}, from {reservation.arrival.check_in_from}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Leaves</dt>
            <dd>
              {formatDate(reservation.check_out)}, by {reservation.arrival.check_out_until}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Keys</dt>
            <dd>
              {keys ? [keys, information?.key_details].filter(Boolean).join(": ") : "No check-in information yet"}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Guest email</dt>
            <dd className="break-all">{reservation.guest.email}</dd>
          </div>
          <div>
            <dt className="text-muted">Booked</dt>
            <dd>{formatDate(reservation.booked_at)}</dd>
          </div>
        </dl>
      </div>
    </details>
  );
}
