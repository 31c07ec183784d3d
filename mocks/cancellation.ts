import { POLICIES } from "./seed/properties";
import { type BookingRecord, type PropertyRecord, type Store, daysFromToday } from "./store";
import { CANCELLATION_POLICIES } from "./validation/listing";

/**
 * What each policy refunds, counted in whole days from the store's today to the check-in day
 * (docs/api.md, "GET /guest/bookings/{id}/cancellation"). A policy text the demo does not know
 * refunds nothing.
 */
type RefundRule = (stay: { daysBeforeArrival: number; daysSinceBooking: number }) => number;

/** The first step whose `days` the stay is at least that far from arrival. */
const bySteps =
  (...steps: { days: number; percent: number }[]): RefundRule =>
  ({ daysBeforeArrival }) =>
    steps.find((step) => daysBeforeArrival >= step.days)?.percent ?? 0;

const RULES = new Map<string, RefundRule>([
  [POLICIES[0]!, bySteps({ days: 30, percent: 100 }, { days: 14, percent: 50 })],
  [POLICIES[1]!, bySteps({ days: 14, percent: 100 })],
  // "48 hours after booking": booked today or in the two days before, counted in the store's days.
  [
    POLICIES[2]!,
    ({ daysBeforeArrival, daysSinceBooking }) => (daysSinceBooking <= 2 && daysBeforeArrival >= 14 ? 100 : 0),
  ],
  // "24 hours before check-in": the day before arrival at the latest.
  [CANCELLATION_POLICIES.flexible, bySteps({ days: 1, percent: 100 })],
  [CANCELLATION_POLICIES.moderate, bySteps({ days: 5, percent: 100 })],
  [CANCELLATION_POLICIES.strict, bySteps({ days: 7, percent: 50 })],
]);

const round2 = (value: number) => Math.round(value * 100) / 100;

export const ALREADY_CANCELLED = "This booking is already cancelled.";
export const ALREADY_STARTED = "This stay has already started, so it can no longer be cancelled here.";

/** The answer of GET /guest/bookings/{id}/cancellation: what cancelling today would refund. */
export function cancellationQuote(store: Store, booking: BookingRecord, property: PropertyRecord | undefined) {
  const daysBeforeArrival = daysFromToday(store, booking.checkIn);
  const policy = property?.cancellationPolicy ?? "";
  const percent = (RULES.get(policy) ?? (() => 0))({
    daysBeforeArrival,
    daysSinceBooking: -daysFromToday(store, booking.bookedOn),
  });
  const reason = booking.status === "cancelled" ? ALREADY_CANCELLED : daysBeforeArrival <= 0 ? ALREADY_STARTED : null;
  return {
    booking_id: booking.id,
    reference: booking.reference,
    cancellable: reason === null,
    reason,
    policy,
    quoted_on: store.today.toISOString().slice(0, 10),
    days_before_arrival: daysBeforeArrival,
    refund_percent: reason ? 0 : percent,
    refund: reason ? 0 : round2((booking.total * percent) / 100),
    total: booking.total,
    currency: booking.currency,
  };
}
