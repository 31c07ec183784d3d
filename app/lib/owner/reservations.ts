import { formatStayDates } from "~/lib/dates";

/** The four lists of the owner's reservations page, in its order (docs/api.md, GET /vendor/reservations). */
export const RESERVATION_SECTIONS = [
  { scope: "upcoming", title: "Upcoming", empty: "No upcoming stays." },
  { scope: "current", title: "Current stays", empty: "Nobody is staying right now." },
  { scope: "past", title: "Past stays", empty: "No past stays." },
  { scope: "cancelled", title: "Cancelled", empty: "No cancelled bookings." },
] as const;

/** How many reservations each list shows; the CSV has them all. */
export const RESERVATIONS_PER_SECTION = 50;

/** The GET filter's fields: one property (or all), and a date range the stays overlap. */
export interface ReservationFilterValues {
  property: string;
  from: string;
  to: string;
}

/** The query of the filter, for the CSV link and the page's own links; empty fields left out. */
export function filterQuery(values: ReservationFilterValues): string {
  const query = new URLSearchParams();
  if (values.property) query.set("property", values.property);
  if (values.from) query.set("from", values.from);
  if (values.to) query.set("to", values.to);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** "13–20 Oct 2026", "30 Dec – 2 Jan 2027": a stay's dates with the year of its check-out. */
export function reservationDates(checkIn: string, checkOut: string): string {
  return `${formatStayDates(checkIn, checkOut)} ${checkOut.slice(0, 4)}`;
}

/** The CSV export of the filtered reservations: a resource route, so no /amp twin. */
export function reservationsCsvPath(values: ReservationFilterValues): string {
  return `/owner/reservations.csv${filterQuery(values)}`;
}
