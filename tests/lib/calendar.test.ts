import { describe, expect, it } from "vitest";
import { yearFromNow } from "../support/clock";

// The module is loaded inside each test, so one that cannot even load fails these tests
// (StrykerJS counts a test file that fails to import as no tests at all).
const load = () => import("~/lib/calendar");

const Y = yearFromNow(1);
const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
/** Empty cells before the 1st of a month in a Monday-first week, read from the weekday's name. */
const mondayOffset = (year: number, monthIndex: number) =>
  ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(WEEKDAY.format(Date.UTC(year, monthIndex, 1)));

describe("availability calendar", () => {
  it("a booked range covers its start and not its end (the check-out day)", async () => {
    const { isUnavailable } = await load();
    const ranges = [{ start: `${Y}-03-10`, end: `${Y}-03-12` }];
    expect(isUnavailable(`${Y}-03-09`, ranges)).toBe(false);
    expect(isUnavailable(`${Y}-03-10`, ranges)).toBe(true);
    expect(isUnavailable(`${Y}-03-11`, ranges)).toBe(true);
    expect(isUnavailable(`${Y}-03-12`, ranges)).toBe(false);
  });

  it("three months from today's month, each day numbered, weeks starting on Monday", async () => {
    const { calendarMonths } = await load();
    const months = calendarMonths(`${Y}-03-10`, []);
    expect(months.map((month) => month.label)).toEqual([`March ${Y}`, `April ${Y}`, `May ${Y}`]);
    expect(months.map((month) => month.days.length)).toEqual([31, 30, 31]);
    expect(months.map((month) => month.offset)).toEqual([mondayOffset(Y, 2), mondayOffset(Y, 3), mondayOffset(Y, 4)]);
    expect(months[1]?.days[0]).toEqual({ date: `${Y}-04-01`, day: 1, unavailable: false, past: false });
    expect(months[2]?.days.at(-1)).toEqual({ date: `${Y}-05-31`, day: 31, unavailable: false, past: false });
  });

  it("days before today are past; today is not", async () => {
    const { calendarMonths } = await load();
    const [march] = calendarMonths(`${Y}-03-10`, [], 1);
    expect(march?.days[8]).toEqual({ date: `${Y}-03-09`, day: 9, unavailable: false, past: true });
    expect(march?.days[9]).toEqual({ date: `${Y}-03-10`, day: 10, unavailable: false, past: false });
  });

  it("marks booked days and runs into the next year", async () => {
    const { calendarMonths } = await load();
    const months = calendarMonths(`${Y}-12-20`, [{ start: `${Y}-12-30`, end: `${Y + 1}-01-02` }], 2);
    expect(months.map((month) => month.label)).toEqual([`December ${Y}`, `January ${Y + 1}`]);
    expect(months[0]?.days.slice(28).map((day) => [day.date, day.unavailable])).toEqual([
      [`${Y}-12-29`, false],
      [`${Y}-12-30`, true],
      [`${Y}-12-31`, true],
    ]);
    expect(months[1]?.days.slice(0, 3).map((day) => day.unavailable)).toEqual([true, false, false]);
  });

  it("day labels and month labels read as en-GB's Intl.DateTimeFormat writes them, every day of four years", async () => {
    const { calendarMonths, dayLabel } = await load();
    const dayFormat = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    // From January of next year: 48 months, so a leap year's February is among them.
    const months = calendarMonths(`${Y}-01-01`, [], 48);
    expect(months.map((month) => month.label)).toEqual(
      Array.from({ length: 48 }, (_, index) => monthFormat.format(Date.UTC(Y, index, 1))),
    );
    const days = months.flatMap((month) => month.days);
    expect(days).toHaveLength(Math.round((Date.UTC(Y + 4, 0, 1) - Date.UTC(Y, 0, 1)) / 86_400_000));
    for (const day of days) {
      expect(dayLabel(day.date), day.date).toBe(dayFormat.format(new Date(`${day.date}T00:00:00Z`)));
    }
    expect(days.map((day) => day.date)).toEqual(
      days.map((_, index) => new Date(Date.UTC(Y, 0, 1 + index)).toISOString().slice(0, 10)),
    );
  });

  it("a stay is free when none of its nights is booked; touching a booking is fine", async () => {
    const { stayIsFree } = await load();
    const ranges = [{ start: `${Y}-06-10`, end: `${Y}-06-15` }];
    expect(stayIsFree(`${Y}-06-05`, `${Y}-06-10`, ranges)).toBe(true);
    expect(stayIsFree(`${Y}-06-15`, `${Y}-06-20`, ranges)).toBe(true);
    expect(stayIsFree(`${Y}-06-05`, `${Y}-06-11`, ranges)).toBe(false);
    expect(stayIsFree(`${Y}-06-14`, `${Y}-06-20`, ranges)).toBe(false);
    expect(stayIsFree(`${Y}-06-11`, `${Y}-06-12`, ranges)).toBe(false);
    expect(stayIsFree(`${Y}-06-01`, `${Y}-06-30`, ranges)).toBe(false);
    expect(stayIsFree(`${Y}-06-01`, `${Y}-06-30`, [])).toBe(true);
  });
});
