/**
 * The English month and weekday names the calendars write (the guests' availability calendar,
 * app/lib/calendar.ts, and the owner's month view, app/lib/owner/calendar-month.ts), as en-GB's
 * Intl.DateTimeFormat does, from tables rather than Intl since they label hundreds of days a page.
 */

/** January first: the index is Date#getUTCMonth's. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Sunday first: the index is Date#getUTCDay's. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
