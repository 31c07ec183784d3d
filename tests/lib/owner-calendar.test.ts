import { describe, expect, it } from "vitest";
import type { CalendarNight } from "~/api/schemas";
import { calendarFormSchema } from "~/lib/owner/calendar-form.server";
import {
  WEEKDAYS,
  addMonths,
  monthLinks,
  monthWeeks,
  monthsRange,
  nightLabel,
  shownMonth,
} from "~/lib/owner/calendar-month";
import { propertyCalendar } from "~/lib/owner/property-calendar.server";
import { day } from "../support/clock";

/** The owner's calendar page: its months, its form's rules and its iCal file (issue 21, item 3). */

const TODAY = day(0);
const THIS_MONTH = TODAY.slice(0, 7);

describe("the months shown", () => {
  it("moves across year ends", () => {
    expect(addMonths("2031-12", 1)).toBe("2032-01");
    expect(addMonths("2032-01", -1)).toBe("2031-12");
    expect(addMonths("2031-05", 23)).toBe("2033-04");
  });

  it("takes ?month= within a year back and 23 months ahead, else today's month", () => {
    expect(shownMonth(null, TODAY)).toBe(THIS_MONTH);
    expect(shownMonth(addMonths(THIS_MONTH, 23), TODAY)).toBe(addMonths(THIS_MONTH, 23));
    expect(shownMonth(addMonths(THIS_MONTH, 24), TODAY)).toBe(THIS_MONTH);
    expect(shownMonth(addMonths(THIS_MONTH, -12), TODAY)).toBe(addMonths(THIS_MONTH, -12));
    expect(shownMonth(addMonths(THIS_MONTH, -13), TODAY)).toBe(THIS_MONTH);
    for (const junk of ["2031-13", "2031-00", "2031-5", "next", ""]) expect(shownMonth(junk, TODAY)).toBe(THIS_MONTH);
  });

  it("offers previous and next until the edge of reach", () => {
    expect(monthLinks(THIS_MONTH, TODAY)).toEqual({
      previous: addMonths(THIS_MONTH, -1),
      next: addMonths(THIS_MONTH, 1),
    });
    expect(monthLinks(addMonths(THIS_MONTH, 23), TODAY).next).toBeNull();
    expect(monthLinks(addMonths(THIS_MONTH, -12), TODAY).previous).toBeNull();
  });

  it("asks for two months of nights, the day after the last as `to`", () => {
    expect(monthsRange("2031-11")).toEqual({ from: "2031-11-01", to: "2032-01-01" });
  });

  it("lays a month out in Monday-first weeks, leaving out the next month's nights", () => {
    // 1 March 2032 is a Monday; 1 February 2032 a Sunday.
    const nights = (month: string, count: number): CalendarNight[] =>
      Array.from({ length: count }, (_, index) => ({
        date: `${month}-${String(index + 1).padStart(2, "0")}`,
        status: "open",
        price: 100,
        price_source: "season",
      }));
    const february = monthWeeks("2032-02", [...nights("2032-02", 29), ...nights("2032-03", 31)]);
    expect(february.label).toBe("February 2032");
    expect(february.weeks).toHaveLength(5);
    expect(february.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(february.weeks[0]![6]!.date).toBe("2032-02-01");
    expect(february.weeks[4]!.map((night) => night?.date)).toEqual([
      "2032-02-23",
      "2032-02-24",
      "2032-02-25",
      "2032-02-26",
      "2032-02-27",
      "2032-02-28",
      "2032-02-29",
    ]);
    expect(monthWeeks("2032-03", nights("2032-03", 31)).weeks[0]![0]!.date).toBe("2032-03-01");
  });

  it("names a night in full", () => {
    expect(nightLabel("2032-02-29")).toBe("Sunday 29 February 2032");
  });
});

describe("the calendar form", () => {
  const check = (values: Partial<Record<"from" | "to" | "action" | "price", string>>) =>
    calendarFormSchema(TODAY).safeParse({ from: day(10), to: day(12), action: "block", price: "", ...values });
  const errors = (values: Parameters<typeof check>[0]) => {
    const result = check(values);
    // The first message of each field, as the page shows it (fieldErrorsOf).
    const found: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) found[String(issue.path[0])] ??= issue.message;
    return found;
  };

  it("turns first and last night into the API's range, `to` the day after the last", () => {
    expect(check({}).data).toEqual({ action: "block", range: { from: day(10), to: day(13) }, price: 0 });
    expect(check({ to: day(10) }).data?.range).toEqual({ from: day(10), to: day(11) });
    expect(check({ action: "price", price: "149,50" }).data?.price).toBe(149.5);
  });

  it("says what is wrong beside each field", () => {
    expect(errors({ from: "" })).toEqual({ from: "Choose the first night." });
    expect(errors({ to: "2031-02-30" })).toEqual({ to: "Choose the last night." });
    expect(errors({ from: day(-1) })).toEqual({ from: "The first night cannot be before today." });
    expect(errors({ from: day(12), to: day(10) })).toEqual({ to: "The last night cannot be before the first." });
    expect(errors({ to: day(730) })).toEqual({ to: "Nights can be changed up to two years ahead." });
    expect(check({ to: day(729) }).success).toBe(true);
    expect(errors({ action: "delete" })).toEqual({ action: "Choose what to do with these nights." });
  });

  it("needs a positive price with at most two decimals only to set a price", () => {
    const rule = "Type a nightly price more than 0, up to 100,000, with at most two decimals.";
    for (const price of ["", "0", "-5", "12.345", "abc", "100001"]) {
      expect(errors({ action: "price", price }), price).toEqual({ price: rule });
    }
    expect(check({ action: "price", price: "100000" }).success).toBe(true);
    expect(check({ action: "open", price: "abc" }).success).toBe(true);
  });
});

describe("the iCal file", () => {
  it("holds each stay and each run of blocked nights as an all-day event with a stable UID (golden text)", () => {
    const text = propertyCalendar({
      propertyId: 12,
      title: "Cliffside Cottage",
      host: "hideaways.test",
      productName: "Hideaways",
      stamp: new Date("2031-04-30T08:00:00Z"),
      entries: [
        { kind: "booked", start: "2031-05-03", end: "2031-05-06", reference: "HB-100007" },
        { kind: "blocked", start: "2031-05-10", end: "2031-05-13", reference: null },
      ],
    });
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Hideaways//Owner calendar//EN",
        "NAME:Cliffside Cottage (Hideaways)",
        "X-WR-CALNAME:Cliffside Cottage (Hideaways)",
        "BEGIN:VEVENT",
        "UID:booked-12-HB-100007@hideaways.test",
        "SEQUENCE:0",
        "DTSTAMP:20310430T080000Z",
        "DTSTART;VALUE=DATE:20310503",
        "DTEND;VALUE=DATE:20310506",
        "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        "X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE",
        "SUMMARY:Booked (HB-100007)",
        "DESCRIPTION:A guest's stay at Cliffside Cottage.",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:blocked-12-2031-05-10@hideaways.test",
        "SEQUENCE:0",
        "DTSTAMP:20310430T080000Z",
        "DTSTART;VALUE=DATE:20310510",
        "DTEND;VALUE=DATE:20310513",
        "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
        "X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE",
        "SUMMARY:Blocked",
        "DESCRIPTION:Nights closed by the owner of Cliffside Cottage.",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});

describe("the month table's weekday columns", () => {
  it("Monday first, each with its short header and full name", () => {
    expect(WEEKDAYS).toEqual([
      { short: "Mon", long: "Monday" },
      { short: "Tue", long: "Tuesday" },
      { short: "Wed", long: "Wednesday" },
      { short: "Thu", long: "Thursday" },
      { short: "Fri", long: "Friday" },
      { short: "Sat", long: "Saturday" },
      { short: "Sun", long: "Sunday" },
    ]);
  });
});
