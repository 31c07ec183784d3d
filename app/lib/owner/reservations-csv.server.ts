import { stringify } from "csv-stringify/sync";
import type { Reservation } from "~/api/schemas";

/** The CSV's columns, in order: the header row's words and how each reservation fills them. */
const COLUMNS: [header: string, value: (reservation: Reservation) => string | number][] = [
  ["Reference", (r) => r.reference],
  ["Status", (r) => r.status],
  ["Property", (r) => r.property.title],
  ["Destination", (r) => r.property.destination.name],
  ["Guest", (r) => `${r.guest.first_name} ${r.guest.last_name}`],
  ["Guest email", (r) => r.guest.email],
  ["Check-in", (r) => r.check_in],
  ["Check-out", (r) => r.check_out],
  ["Nights", (r) => r.nights],
  ["Guests", (r) => r.guests],
  ["Currency", (r) => r.currency],
  ["Nights subtotal", (r) => money(r.price?.subtotal)],
  ["Cleaning fee", (r) => money(r.price?.cleaning_fee)],
  ["Extra guest fee", (r) => money(r.price?.extra_guest_fee)],
  ["Service fee", (r) => money(r.service_fee)],
  ["Taxes", (r) => money(r.price?.taxes)],
  ["Total", (r) => money(r.total)],
  ["Refund", (r) => money(r.cancellation?.refund ?? 0)],
  ["Payout", (r) => money(r.payout)],
  ["Cancelled on", (r) => r.cancellation?.cancelled_on ?? ""],
  ["Booked on", (r) => r.booked_at.slice(0, 10)],
  // Filled for an agent's owners' properties only; last, so the owners' columns keep their places.
  ["Owner", (r) => r.property.owner_name ?? ""],
];

export const RESERVATION_CSV_HEADER = COLUMNS.map(([header]) => header);

const money = (amount: number | undefined) => (amount === undefined ? "" : amount.toFixed(2));

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so a guest named "=HYPERLINK(...)" could run one on the owner's computer (CSV injection, OWASP).
 * Such text gets a leading apostrophe: the spreadsheet shows it as typed.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The reservations as CSV text (RFC 4180 quoting by csv-stringify, CRLF line ends), header first. */
export function reservationsCsv(reservations: readonly Reservation[]): string {
  const rows = reservations.map((reservation) =>
    COLUMNS.map(([, value]) => {
      const cell = value(reservation);
      return typeof cell === "number" ? String(cell) : neutralizeFormula(cell);
    }),
  );
  return stringify([RESERVATION_CSV_HEADER, ...rows], { record_delimiter: "windows" });
}
