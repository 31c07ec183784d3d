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

const MONTH_LABEL = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

export function isUnavailable(date: string, ranges: readonly DateRange[]): boolean {
  return ranges.some((range) => range.start <= date && date < range.end);
}

/** `count` months from the month of `today`, each day marked booked or past. */
export function calendarMonths(today: string, ranges: readonly DateRange[], count = 3): CalendarMonth[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 + index, 1));
    const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    const days = Array.from({ length: daysInMonth }, (_, dayIndex) => {
      const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), dayIndex + 1))
        .toISOString()
        .slice(0, 10);
      return { date, day: dayIndex + 1, unavailable: isUnavailable(date, ranges), past: date < today };
    });
    return { label: MONTH_LABEL.format(first), offset: (first.getUTCDay() + 6) % 7, days };
  });
}

/** True when every night of [checkIn, checkOut) is free. */
export function stayIsFree(checkIn: string, checkOut: string, ranges: readonly DateRange[]): boolean {
  return ranges.every((range) => !(range.start < checkOut && checkIn < range.end));
}
