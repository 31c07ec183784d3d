import { now as clockNow } from "~/lib/clock";

/**
 * SPEC 9 relative-time thresholds: below 45 seconds it is "a few seconds", below 45 minutes
 * minutes, below 22 hours hours, below 26 days days, below 11 months months, then years.
 */
export const RELATIVE_TIME_THRESHOLDS = { seconds: 45, minutes: 45, hours: 22, days: 26, months: 11 } as const;

const formatter = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function relativeTime(date: Date | string, now: Date = clockNow()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const deltaSeconds = (then.getTime() - now.getTime()) / 1000;
  const past = deltaSeconds <= 0;
  const seconds = Math.abs(deltaSeconds);
  const sign = past ? -1 : 1;
  const t = RELATIVE_TIME_THRESHOLDS;
  if (seconds < t.seconds) return past ? "a few seconds ago" : "in a few seconds";
  const minutes = Math.round(seconds / 60);
  if (minutes < t.minutes) return formatter.format(sign * Math.max(1, minutes), "minute");
  const hours = Math.round(seconds / 3600);
  if (hours < t.hours) return formatter.format(sign * Math.max(1, hours), "hour");
  const days = Math.round(seconds / 86_400);
  if (days < t.days) return formatter.format(sign * Math.max(1, days), "day");
  const months = Math.round(seconds / (86_400 * 30.4375));
  if (months < t.months) return formatter.format(sign * Math.max(1, months), "month");
  const years = Math.round(seconds / (86_400 * 365.25));
  return formatter.format(sign * Math.max(1, years), "year");
}
