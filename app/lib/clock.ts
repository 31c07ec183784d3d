/**
 * The site's one clock. Every "today" and "now" a page shows or checks comes from here, so a
 * test freezes it in one place (Vitest's `vi.setSystemTime`, Playwright's `page.clock`, or
 * Debian's faketime for a whole process) and builds its dates from the same instant.
 * Days are calendar days in UTC, the same on the server and in the browser.
 */
export function now(): Date {
  return new Date(Date.now());
}

/** YYYY-MM-DD of `at` (default now), in UTC. */
export function isoDay(at: Date = now()): string {
  return at.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD. */
export function today(): string {
  return isoDay();
}
