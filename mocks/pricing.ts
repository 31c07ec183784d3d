import { type PropertyRecord, type Store, daysFromToday } from "./store";

export const SERVICE_FEE_RATE = 0.12;
export const TAX_RATE = 0.07;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function isIsoDate(value: string | null): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** True when no booked range (seeded or made in the demo) overlaps [checkIn, checkOut). */
export function isAvailable(store: Store, property: PropertyRecord, checkIn: string, checkOut: string): boolean {
  const start = daysFromToday(store, checkIn);
  const end = daysFromToday(store, checkOut);
  if (start < 0) return false;
  const seeded = property.booked.some((range) => range.startOffset < end && start < range.endOffset);
  const booked = store.bookings.some(
    (booking) =>
      booking.status !== "cancelled" &&
      booking.propertyId === property.id &&
      booking.checkIn < checkOut &&
      checkIn < booking.checkOut,
  );
  return !seeded && !booked && !hasBlockedNight(property, checkIn, checkOut);
}

/** True when the owner blocked a night of [checkIn, checkOut). */
export function hasBlockedNight(property: PropertyRecord, checkIn: string, checkOut: string): boolean {
  for (const night of property.blockedNights ?? []) if (checkIn <= night && night < checkOut) return true;
  return false;
}

/** Seasons: July and August cost 30% more, June and September 15% more, winter 10% less. */
export function seasonalFactor(isoDate: string): number {
  const month = Number(isoDate.slice(5, 7));
  if (month === 7 || month === 8) return 1.3;
  if (month === 6 || month === 9) return 1.15;
  if (month === 11 || month === 1 || month === 2) return 0.9;
  return 1;
}

export type PriceSource = "owner" | "rate" | "season";

/** One night's price and where it comes from: the owner's price for that night, else a rate, else the season. */
export function nightPrice(property: PropertyRecord, day: string): { price: number; source: PriceSource } {
  const set = property.nightPrices?.get(day);
  if (set !== undefined) return { price: set, source: "owner" };
  const rate = property.rates?.find((candidate) => candidate.start_date <= day && day <= candidate.end_date);
  if (rate) return { price: rate.nightly_price, source: "rate" };
  return { price: Math.round(property.nightlyPrice * seasonalFactor(day)), source: "season" };
}

/** The price of each night of a stay (nightPrice). */
export function nightlyPrices(property: PropertyRecord, checkIn: string, nights: number): number[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  return Array.from(
    { length: nights },
    (_, index) => nightPrice(property, new Date(start + index * 86_400_000).toISOString().slice(0, 10)).price,
  );
}

export function quoteFor(store: Store, property: PropertyRecord, checkIn: string, checkOut: string, guests: number) {
  const nights = nightsBetween(checkIn, checkOut);
  const subtotal = round2(nightlyPrices(property, checkIn, nights).reduce((sum, price) => sum + price, 0));
  const serviceFee = round2(subtotal * SERVICE_FEE_RATE);
  // Guests from the owner's "extra guests from" number on pay the extra-guest fee each night.
  const extraGuests =
    property.extraGuestFee && property.extraGuestFrom ? Math.max(0, guests - property.extraGuestFrom + 1) : 0;
  const extraGuestFee = round2(extraGuests * (property.extraGuestFee ?? 0) * nights);
  const taxes = round2((subtotal + property.cleaningFee + extraGuestFee) * TAX_RATE);
  return {
    property_id: property.id,
    check_in: checkIn,
    check_out: checkOut,
    guests,
    nights,
    nightly_price: round2(subtotal / nights),
    subtotal,
    cleaning_fee: property.cleaningFee,
    extra_guest_fee: extraGuestFee,
    service_fee: serviceFee,
    taxes,
    total: round2(subtotal + property.cleaningFee + extraGuestFee + serviceFee + taxes),
    currency: property.currency,
    available: isAvailable(store, property, checkIn, checkOut),
  };
}

/** Validates a stay; returns field errors, or null when it is fine. */
/** The owner's minimum stay: the rate covering the first night, else the property's default. */
export function minimumStay(property: PropertyRecord, checkIn: string): number {
  const rate = property.rates?.find((candidate) => candidate.start_date <= checkIn && checkIn <= candidate.end_date);
  return rate?.minimum_stay ?? property.minimumStay ?? 1;
}

export function stayErrors(
  property: PropertyRecord,
  checkIn: string | null,
  checkOut: string | null,
  guests: number,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (!isIsoDate(checkIn)) errors.check_in = ["Choose a check-in date."];
  if (!isIsoDate(checkOut)) errors.check_out = ["Choose a check-out date."];
  if (isIsoDate(checkIn) && isIsoDate(checkOut)) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1) errors.check_out = ["Check-out must be after check-in."];
    if (nights > 60) errors.check_out = ["Stays are limited to 60 nights."];
    const minimum = minimumStay(property, checkIn);
    if (nights >= 1 && nights < minimum)
      errors.check_out = [`Stays starting on this day are at least ${minimum} nights.`];
  }
  if (!Number.isInteger(guests) || guests < 1) errors.guests = ["Choose at least one guest."];
  else if (guests > property.maxGuests) errors.guests = [`This home sleeps at most ${property.maxGuests}.`];
  return Object.keys(errors).length ? errors : null;
}
