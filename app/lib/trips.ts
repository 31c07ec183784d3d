import { formatDate } from "~/lib/dates";

/** The three lists of My trips, in the order the page shows them. */
export const TRIP_SECTIONS = [
  { scope: "upcoming", title: "Upcoming", empty: "No trips booked yet." },
  { scope: "past", title: "Past stays", empty: "Your past stays will show here." },
  { scope: "cancelled", title: "Cancelled", empty: "No cancelled bookings." },
] as const;

/** How many bookings of each list the page shows at a time. */
export const TRIPS_PER_SECTION = 24;

/** The query parameter holding a list's page ("past_page=2"): each list pages on its own. */
export function tripsPageParam(scope: string): string {
  return `${scope}_page`;
}

/** The page of a list the URL asks for: a whole number from 1, anything else is page 1. */
export function tripsPageOf(search: URLSearchParams, scope: string): number {
  const raw = search.get(tripsPageParam(scope)) ?? "";
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The query of the same page with one list on another page (page 1 drops the parameter). */
export function tripsPageQuery(search: string, scope: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(tripsPageParam(scope));
  else params.set(tripsPageParam(scope), String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? "night" : "nights"}`;
}

export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? "guest" : "guests"}`;
}

/** "3 May 2027 – 8 May 2027, 5 nights". */
export function stayLabel(checkIn: string, checkOut: string): string {
  return `${formatDate(checkIn)} – ${formatDate(checkOut)}, ${nightsLabel(daysBetween(checkIn, checkOut))}`;
}

/** The refund a cancellation quote promises, in words a guest reads before confirming. */
export function refundSentence(refund: string, percent: number): string {
  if (percent >= 100) return `You get a full refund: ${refund}.`;
  if (percent > 0) return `You get ${percent}% back: ${refund}.`;
  return "Under the cancellation policy, cancelling now gives no refund.";
}

/** The file name of a booking's calendar file ("booking-HB-100007.ics"). */
export function calendarFileName(reference: string): string {
  return `booking-${reference.replace(/[^A-Za-z0-9-]/g, "")}.ics`;
}

/** The address of a booking's calendar file: a resource route, so the same under /amp (no twin). */
export function calendarPath(bookingId: number): string {
  return `/bookings/${bookingId}/calendar.ics`;
}
