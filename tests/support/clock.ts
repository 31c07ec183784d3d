import { inject } from "vitest";

/**
 * The one instant the whole test run calls "now": read once when Vitest starts (so Debian's
 * faketime moves it) and frozen in every test file by tests/support/freeze-clock.ts. Tests build
 * their dates from it; none names a calendar date that could pass into the past.
 */
export const TEST_NOW = new Date(inject("testNow"));

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the frozen today plus `offset` days (UTC calendar days). */
export function day(offset = 0): string {
  return new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth(), TEST_NOW.getUTCDate()) + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The query of a stay starting `fromDays` after today for `nights` nights. */
export function stayDates(fromDays: number, nights: number): { check_in: string; check_out: string } {
  return { check_in: day(fromDays), check_out: day(fromDays + nights) };
}

/** The frozen year plus `years`, for card expiries and date strings built by hand. */
export function yearFromNow(years = 0): number {
  return TEST_NOW.getUTCFullYear() + years;
}
