import ical from "ical-generator";

/** A run of nights on a property's calendar: `end` the day after the last night. */
export interface CalendarEntry {
  kind: "booked" | "blocked";
  start: string;
  end: string;
  /** The booking's reference, when the API knows it. */
  reference: string | null;
}

const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * A property's booked and blocked nights as an iCalendar file (RFC 5545), the format channel
 * managers import: one all-day event a stay or a run of blocked nights, DTEND the day after the
 * last night, each with a UID stable across exports so an import updates rather than doubles.
 */
export function propertyCalendar({
  propertyId,
  title,
  entries,
  host,
  productName,
  stamp,
}: {
  propertyId: number;
  title: string;
  entries: readonly CalendarEntry[];
  host: string;
  productName: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}): string {
  const calendar = ical({
    name: `${title} (${productName})`,
    prodId: { company: productName, product: "Owner calendar", language: "EN" },
  });
  for (const entry of entries) {
    const booked = entry.kind === "booked";
    calendar.createEvent({
      id: `${entry.kind}-${propertyId}-${entry.reference ?? entry.start}@${host}`,
      allDay: true,
      start: utcDay(entry.start),
      end: utcDay(entry.end),
      stamp,
      summary: booked ? `Booked${entry.reference ? ` (${entry.reference})` : ""}` : "Blocked",
      description: booked ? `A guest's stay at ${title}.` : `Nights closed by the owner of ${title}.`,
    });
  }
  return `${calendar.toString()}\r\n`;
}
