import { MONTH_NAMES, WEEKDAY_NAMES } from "~/lib/calendar-names";

export interface DateRange {
  start: string;
  /** Check-out day: exclusive. */
  end: string;
}

export interface CalendarDay {
  date: string;
  day: number;
  unavailable: boolean;
  past: boolean;
}

export interface CalendarMonth {
  label: string;
  /** Empty cells before the 1st, so weeks start on Monday. */
  offset: number;
  days: CalendarDay[];
}

/** YYYY-MM-DD from a year and a 0-based month and day of the month, without a Date. */
function isoDate(year: number, monthIndex: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * "Monday 3 March" for YYYY-MM-DD, as en-GB's Intl.DateTimeFormat writes it (weekday long, day,
 * month long): built from tables, since the calendar labels 90 days on every property page.
 */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${MONTH_NAMES[month - 1]}`;
}

export function isUnavailable(date: string, ranges: readonly DateRange[]): boolean {
  return ranges.some((range) => range.start <= date && date < range.end);
}

/** `count` months from the month of `today`, each day marked booked or past. */
export function calendarMonths(today: string, ranges: readonly DateRange[], count = 3): CalendarMonth[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 + index, 1));
    const [firstYear, firstMonth] = [first.getUTCFullYear(), first.getUTCMonth()];
    const daysInMonth = new Date(Date.UTC(firstYear, firstMonth + 1, 0)).getUTCDate();
    const days = Array.from({ length: daysInMonth }, (_, dayIndex) => {
      const date = isoDate(firstYear, firstMonth, dayIndex + 1);
      return { date, day: dayIndex + 1, unavailable: isUnavailable(date, ranges), past: date < today };
    });
    return { label: `${MONTH_NAMES[firstMonth]} ${firstYear}`, offset: (first.getUTCDay() + 6) % 7, days };
  });
}

/** True when every night of [checkIn, checkOut) is free. */
export function stayIsFree(checkIn: string, checkOut: string, ranges: readonly DateRange[]): boolean {
  return ranges.every((range) => !(range.start < checkOut && checkIn < range.end));
}
