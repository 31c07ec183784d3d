import { type Locator, type Page, expect } from "@playwright/test";

/** "January 10, 2027": how the range picker names a day in en-US (its cells' labels). */
function dayName(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * Picks a stay in the search form's range picker: the native dates give way to it on interest,
 * its calendar opens, and the two days are chosen, turning the months as needed.
 */
export async function pickDates(page: Page, form: Locator, checkIn: string, checkOut: string): Promise<void> {
  await form.getByLabel("Check in").hover();
  const dates = form.getByRole("group", { name: "Dates" });
  await expect(dates).toBeVisible();
  await dates.getByRole("button", { name: "Open the calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose your dates" });
  await expect(calendar).toBeVisible();
  const months = calendar.getByRole("heading");
  for (const date of [checkIn, checkOut]) {
    const cell = calendar.getByRole("button", { name: new RegExp(dayName(date)) }).filter({ visible: true });
    // Each turn waits for the months shown to change before looking for the day again.
    for (let turn = 0; turn < 12 && !(await cell.isVisible()); turn += 1) {
      const shown = await months.textContent();
      await calendar.getByRole("button", { name: "Next month" }).click();
      await expect(months).not.toHaveText(shown ?? "");
    }
    await cell.click();
  }
  await expect(calendar).toBeHidden();
}

export interface Guests {
  adults: number;
  children?: number;
  infants?: number;
  pets?: number;
}

/**
 * Chooses who is coming in the search form's guests popover: with JavaScript by its + buttons
 * (from nobody), without it by typing in its number fields.
 */
export async function chooseGuests(page: Page, form: Locator, guests: Guests, javaScript: boolean): Promise<void> {
  await form.getByRole("button", { name: /^Guests/ }).click();
  const popover = page.getByRole("dialog", { name: "Guests" });
  await expect(popover).toBeVisible();
  for (const [kind, count] of Object.entries(guests) as [keyof Guests, number][]) {
    const label = kind[0]!.toUpperCase() + kind.slice(1);
    const field = popover.getByRole("spinbutton", { name: new RegExp(`^${label}`) });
    if (!javaScript) {
      await field.fill(String(count));
      continue;
    }
    const more = popover.getByRole("button", { name: `More ${kind}` });
    // A child, an infant or a pet brings an adult along: count up from what the field says now.
    for (let shown = Number(await field.inputValue()); shown < count; shown += 1) await more.click();
    await expect(field).toHaveValue(String(count));
  }
  await popover.getByRole("button", { name: "Done" }).click();
  await expect(popover).toBeHidden();
}

/**
 * How long a results map may take to draw where WebGL runs in software on a loaded 2-core machine:
 * MapLibre (about 300 KB of brotli to parse), its worker and the basemap, beside another test
 * doing the same. It costs nothing when the map is quicker.
 */
export const MAP_DRAWN = { timeout: 45_000 };

/**
 * Waits until the search page's map has drawn once and placed its pins (specs about maps only:
 * the others run without maps, e2e/support/test.ts): its region says it is no longer busy
 * (app/components/properties/results-map.tsx) and a pin or cluster is on it. Its first draw holds
 * the page's main thread for a second or more, so a click in that time waits for it.
 */
export async function waitForResultsMap(page: Page): Promise<void> {
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map).toHaveAttribute("aria-busy", "false", MAP_DRAWN);
  await expect(map.locator(".map-pin").first()).toBeVisible(MAP_DRAWN);
}
