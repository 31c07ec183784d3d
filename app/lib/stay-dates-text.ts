const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * A stay's dates, short enough for a phone's bottom bar: "3–8 May" within a month, "30 Apr – 2 May"
 * across two. Days are YYYY-MM-DD, read in UTC like every calendar day of the site.
 */
export function stayDatesText(checkIn: string, checkOut: string): string {
  const [start, end] = [new Date(`${checkIn}T00:00:00Z`), new Date(`${checkOut}T00:00:00Z`)];
  if (checkIn.slice(0, 7) === checkOut.slice(0, 7)) return `${start.getUTCDate()}–${DAY_MONTH.format(end)}`;
  return `${DAY_MONTH.format(start)} – ${DAY_MONTH.format(end)}`;
}
