import type { Booking } from "~/api/schemas";
import { QuoteLines } from "~/components/properties/quote-breakdown";
import { formatMoney } from "~/lib/money";

/** What the stay cost, line by line as its quote was when booked (the total alone when the API kept no lines). */
export function BookingPrice({ booking }: { booking: Booking }) {
  const money = (amount: number) => formatMoney(amount, booking.currency, { cents: true });
  return (
    <dl className="space-y-2 text-sm">
      {booking.price ? (
        <QuoteLines
          quote={{
            ...booking.price,
            property_id: booking.property_id,
            check_in: booking.check_in,
            check_out: booking.check_out,
            guests: booking.guests,
            currency: booking.currency,
            available: true,
          }}
          money={money}
          totalTestId="booking-total"
        />
      ) : (
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="booking-total">{money(booking.total)}</dd>
        </div>
      )}
      {booking.cancellation ? (
        <div className="flex justify-between font-semibold text-brand-800">
          <dt>Refunded ({booking.cancellation.refund_percent}%)</dt>
          <dd data-testid="booking-refund">{money(booking.cancellation.refund)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
