import type { Page } from "@playwright/test";

/**
 * The e2e run's one "today": playwright.config.ts reads it once (E2E_TODAY), gives it to the demo
 * API (DEMO_API_TODAY) and every worker inherits it. Tests build their dates from it and can
 * freeze the browser's clock on it.
 */
export const TODAY = process.env.E2E_TODAY ?? "";
if (!/^\d{4}-\d{2}-\d{2}$/.test(TODAY))
  throw new Error("E2E_TODAY is set by playwright.config.ts; run the tests through it.");

/** YYYY-MM-DD `offset` days after the run's today. */
export function day(offset: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The query of a stay `fromDays` after today for `nights` nights, with `guests`. */
export function stayQuery(fromDays: number, nights: number, guests = 2): string {
  return new URLSearchParams({
    check_in: day(fromDays),
    check_out: day(fromDays + nights),
    guests: String(guests),
  }).toString();
}

/** MM/YY of a card that expires `years` from today. */
export function cardExpiry(years = 3): string {
  return `08/${String((Number(TODAY.slice(0, 4)) + years) % 100).padStart(2, "0")}`;
}

/** The browser's Date stays on the run's today, at noon UTC; its timers keep running. */
export async function freezeBrowserClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00Z`));
}

/**
 * The browser's clock stands still on the run's today (timers included) until the test moves it
 * with `page.clock.runFor`: a slow step of the test itself (a mouse move on a busy machine) then
 * takes no time in the page.
 */
export async function pauseBrowserClock(page: Page): Promise<void> {
  const start = Date.parse(`${TODAY}T12:00:00Z`);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
