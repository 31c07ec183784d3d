import ical, { ICalEventStatus } from "ical-generator";

/** One booked stay as a calendar event: all-day, from the check-in day to the check-out day. */
export interface StayEvent {
  /** Unique and stable for the booking, so importing the file again updates the same event. */
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** A cancelled stay: the same event marked cancelled, so a calendar that has it can drop it. */
  cancelled?: boolean;
}

const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * An iCalendar file (RFC 5545) of one stay: CRLF line ends, lines folded at 75 octets, text
 * escaped, DTSTART and DTEND as VALUE=DATE (DTEND is the check-out day, which the format counts
 * as the day after the last night). Written by ical-generator. A cancelled stay is the same event
 * (same UID) with STATUS:CANCELLED and a higher SEQUENCE, which calendars read as its update.
 */
export function stayCalendar(event: StayEvent, productName: string): string {
  const calendar = ical({ prodId: { company: productName, product: "Trips", language: "EN" } });
  calendar.createEvent({
    id: event.uid,
    allDay: true,
    start: utcDay(event.checkIn),
    end: utcDay(event.checkOut),
    stamp: event.stamp,
    summary: event.cancelled ? `Cancelled: ${event.summary}` : event.summary,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: event.cancelled ? 1 : 0,
    description: event.description,
    location: event.location,
    url: event.url,
  });
  // Every content line ends with CRLF, the last one too (RFC 5545, 3.1).
  return `${calendar.toString()}\r\n`;
}
