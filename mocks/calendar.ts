import { type PriceSource, nightPrice } from "./pricing";
import { type PropertyRecord, type Store, dayFromToday } from "./store";

/** How far ahead an owner may block, open or price nights: `to` at most this many days after today. */
export const CALENDAR_HORIZON_DAYS = 730;
/** How far back the calendar can be read. */
export const CALENDAR_HISTORY_DAYS = 366;
/** The longest range one calendar answer covers. */
export const CALENDAR_MAX_NIGHTS = 400;

export type NightStatus = "booked" | "blocked" | "open";

export interface NightRange {
  start: string;
  /** The day after the last night (exclusive), like a check-out day. */
  end: string;
}

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every night of [from, to), in order. */
export function nightsOf(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Nights in order as ranges of consecutive nights. */
export function rangesOf(nights: readonly string[]): NightRange[] {
  const ranges: NightRange[] = [];
  for (const night of [...nights].sort()) {
    const last = ranges.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else ranges.push({ start: night, end: addDays(night, 1) });
  }
  return ranges;
}

/** The property's stays (seeded ones and bookings made in the demo, not cancelled) that overlap [from, to). */
export function bookedStays(
  store: Store,
  property: PropertyRecord,
  from: string,
  to: string,
): (NightRange & { reference: string | null })[] {
  const seeded = property.booked.map((range) => ({
    start: dayFromToday(store, range.startOffset),
    end: dayFromToday(store, range.endOffset),
    reference: null,
  }));
  const made = store.bookings
    .filter((booking) => booking.status !== "cancelled" && booking.propertyId === property.id)
    .map((booking) => ({ start: booking.checkIn, end: booking.checkOut, reference: booking.reference }));
  return [...seeded, ...made]
    .filter((stay) => stay.start < to && from < stay.end)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The booked nights of [from, to). */
export function bookedNightsIn(store: Store, property: PropertyRecord, from: string, to: string): string[] {
  const booked = bookedStays(store, property, from, to);
  return nightsOf(from, to).filter((night) => booked.some((stay) => stay.start <= night && night < stay.end));
}

/** The owner's blocked nights of [from, to) as ranges. */
export function blockedRanges(property: PropertyRecord, from: string, to: string): NightRange[] {
  return rangesOf([...(property.blockedNights ?? [])].filter((night) => from <= night && night < to));
}

/** GET /vendor/properties/{id}/calendar: each night of [from, to) and the stays and blocks touching it. */
export function calendarOf(store: Store, property: PropertyRecord, from: string, to: string) {
  const stays = bookedStays(store, property, from, to);
  const nights = nightsOf(from, to).map((date) => {
    const { price, source } = nightPrice(property, date);
    const status: NightStatus = stays.some((stay) => stay.start <= date && date < stay.end)
      ? "booked"
      : property.blockedNights?.has(date)
        ? "blocked"
        : "open";
    return { date, status, price, price_source: source satisfies PriceSource };
  });
  return {
    property_id: property.id,
    title: property.title,
    slug: property.slug,
    currency: property.currency,
    from,
    to,
    nights,
    booked: stays,
    blocked: blockedRanges(property, from, to),
  };
}

export function blockNights(property: PropertyRecord, nights: readonly string[]): void {
  property.blockedNights ??= new Set();
  for (const night of nights) property.blockedNights.add(night);
}

export function openNights(property: PropertyRecord, nights: readonly string[]): void {
  for (const night of nights) property.blockedNights?.delete(night);
}

export function setNightPrices(property: PropertyRecord, nights: readonly string[], price: number | null): void {
  property.nightPrices ??= new Map();
  for (const night of nights) {
    if (price === null) property.nightPrices.delete(night);
    else property.nightPrices.set(night, price);
  }
}

/** A range's first allowed night (today) and last allowed `to`, for the change calls. */
export function changeWindow(store: Store): NightRange {
  return { start: dayFromToday(store, 0), end: dayFromToday(store, CALENDAR_HORIZON_DAYS) };
}
