const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "12 March 2026", the same on server and browser (fixed locale and time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_FORMAT.format(date);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "3–8 May", "30 May – 2 Jun" for a stay's YYYY-MM-DD dates, written out here rather than by
 * Intl's formatRange, whose spacing differs between ICU versions (server and browser must agree).
 */
export function formatStayDates(checkIn: string, checkOut: string): string {
  const parts = (iso: string) => /^\d{4}-(\d{2})-(\d{2})$/.exec(iso);
  const start = parts(checkIn);
  const end = parts(checkOut);
  if (!start || !end) return "";
  const [startMonth, endMonth] = [MONTHS[Number(start[1]) - 1], MONTHS[Number(end[1]) - 1]];
  if (!startMonth || !endMonth) return "";
  const [startDay, endDay] = [Number(start[2]), Number(end[2])];
  return startMonth === endMonth && checkIn.slice(0, 4) === checkOut.slice(0, 4)
    ? `${startDay}–${endDay} ${endMonth}`
    : `${startDay} ${startMonth} – ${endDay} ${endMonth}`;
}
