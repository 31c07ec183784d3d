import { describe, expect, it } from "vitest";
import { stayCalendar } from "~/lib/stay-calendar.server";

/**
 * The booking's .ics file (RFC 5545), against text written out by hand: CRLF line ends, the
 * last line's too; lines folded at 75 octets with a leading space; commas, semicolons,
 * backslashes and line breaks escaped in text; all-day DTSTART and DTEND as VALUE=DATE.
 */
describe("stayCalendar", () => {
  it("writes one all-day event as the RFC says", () => {
    const text = stayCalendar(
      {
        uid: "booking-7@hideaways.test",
        checkIn: "2031-05-03",
        checkOut: "2031-05-08",
        summary: "Stay at Tiled Apartment; Lisbon, with a \\ backslash",
        description:
          "Booking HB-100007, 2 guests.\nCheck in from 15:00, check out by 10:00. Details: https://hideaways.test/bookings/7",
        location: "Lisbon, Portugal",
        url: "https://hideaways.test/bookings/7",
        stamp: new Date(Date.UTC(2031, 0, 2, 9, 30, 0)),
      },
      "Hideaways",
    );
    const golden = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Hideaways//Trips//EN",
      "BEGIN:VEVENT",
      "UID:booking-7@hideaways.test",
      "SEQUENCE:0",
      "DTSTAMP:20310102T093000Z",
      "DTSTART;VALUE=DATE:20310503",
      "DTEND;VALUE=DATE:20310508",
      "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
      "X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE",
      "SUMMARY:Stay at Tiled Apartment\\; Lisbon\\, with a \\\\ backslash",
      "LOCATION:Lisbon\\, Portugal",
      // 74 octets, then the fold: CRLF and one space, before the text's own space.
      "DESCRIPTION:Booking HB-100007\\, 2 guests.\\nCheck in from 15:00\\, check out",
      "  by 10:00. Details: https://hideaways.test/bookings/7",
      "URL;VALUE=URI:https://hideaways.test/bookings/7",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(text).toBe(golden);
  });

  it("no line is longer than 75 octets, multi-byte letters included", () => {
    const text = stayCalendar(
      {
        uid: "booking-8@hideaways.test",
        checkIn: "2031-12-30",
        checkOut: "2032-01-02",
        summary: `Séjour à la Maison des Pêcheurs, Ålesund ${"é".repeat(60)}`,
        description: "",
        location: "",
        url: "https://hideaways.test/bookings/8",
        stamp: new Date(Date.UTC(2031, 0, 2)),
      },
      "Hideaways",
    );
    const lines = text.split("\r\n");
    expect(lines.map((line) => new TextEncoder().encode(line).length).filter((octets) => octets > 75)).toEqual([]);
    expect(lines).toContain("DTSTART;VALUE=DATE:20311230");
    expect(lines).toContain("DTEND;VALUE=DATE:20320102");
    expect(text.includes("\n") && !/[^\r]\n/.test(text)).toBe(true);
  });
});
