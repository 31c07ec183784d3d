import type { CalendarNight } from "~/api/schemas";
import { MONTH_NAMES, WEEKDAY_NAMES } from "~/lib/calendar-names";

/**
 * The owner's calendar page (app/routes/owner/owner-calendar.tsx): which months it shows and
 * their weeks. Pure and browser-safe; months are `YYYY-MM`, days `YYYY-MM-DD`, in UTC.
 */

/** The page shows two months (one on a phone); previous and next move one month. */
export const MONTHS_SHOWN = 2;
/** How far the month links reach: a year back, two years ahead (the demo API's own limits). */
export const MONTHS_BACK = 12;
export const MONTHS_AHEAD = 23;

/** Monday first, as the weeks are: each column's short header and the day's full name. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((index) => ({
  short: WEEKDAY_NAMES[index]!.slice(0, 3),
  long: WEEKDAY_NAMES[index]!,
}));

const pad = (value: number) => String(value).padStart(2, "0");

/** `month` moved by `months` (negative: back). */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The number of months from `a` to `b`. */
function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split("-").map(Number) as [number, number];
  const [by, bm] = b.split("-").map(Number) as [number, number];
  return by * 12 + bm - (ay * 12 + am);
}

/** The first month shown: `?month=YYYY-MM` when it is within reach of today, else today's month. */
export function shownMonth(requested: string | null, today: string): string {
  const current = today.slice(0, 7);
  if (!requested || !/^\d{4}-(0[1-9]|1[0-2])$/.test(requested)) return current;
  const distance = monthsBetween(current, requested);
  return distance >= -MONTHS_BACK && distance <= MONTHS_AHEAD ? requested : current;
}

/** The months the previous and next links go to, or null at the edge of reach. */
export function monthLinks(month: string, today: string): { previous: string | null; next: string | null } {
  const distance = monthsBetween(today.slice(0, 7), month);
  return {
    previous: distance > -MONTHS_BACK ? addMonths(month, -1) : null,
    next: distance < MONTHS_AHEAD ? addMonths(month, 1) : null,
  };
}

/** The nights of `count` months from `month`: `from` its first day, `to` the first day after. */
export function monthsRange(month: string, count = MONTHS_SHOWN): { from: string; to: string } {
  return { from: `${month}-01`, to: `${addMonths(month, count)}-01` };
}

/** "June 2027". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

/** "Thursday 3 June 2027". */
export function nightLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface MonthWeeks {
  month: string;
  label: string;
  /** Monday-first weeks; null before the 1st and after the last day. */
  weeks: (CalendarNight | null)[][];
}

/** One month's nights (from the calendar's answer) in Monday-first weeks. */
export function monthWeeks(month: string, nights: readonly CalendarNight[]): MonthWeeks {
  const own = nights.filter((night) => night.date.startsWith(`${month}-`));
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const offset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarNight | null)[] = [...Array.from({ length: offset }, () => null), ...own];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  return { month, label: monthLabel(month), weeks };
}

/** The property's calendar file, a resource route with no /amp twin. */
export function calendarFilePath(propertyId: number): string {
  return `/owner/calendar/${propertyId}/calendar.ics`;
}

/** "calendar-12-cliffside-cottage.ics". */
export function calendarFileName(propertyId: number, slug: string): string {
  return `calendar-${propertyId}-${slug.replace(/[^A-Za-z0-9-]/g, "")}.ics`;
}
