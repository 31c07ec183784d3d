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
  for (const date of [checkIn, checkOut]) {
    const cell = calendar.getByRole("button", { name: new RegExp(dayName(date)) }).filter({ visible: true });
    for (let turn = 0; turn < 12 && !(await cell.isVisible()); turn += 1)
      await calendar.getByRole("button", { name: "Next month" }).click();
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
    // A child, an infant or a pet brings an adult along: count up to the number wanted.
    while (Number(await field.inputValue()) < count) await more.click();
    await expect(field).toHaveValue(String(count));
  }
  await popover.getByRole("button", { name: "Done" }).click();
  await expect(popover).toBeHidden();
}

/**
 * Waits until the desktop search page's map has drawn once. Its first draw holds the page's main
 * thread for a second or more where WebGL runs in software (these test machines), so a click in
 * that time waits for it; a test about something else starts after it.
 */
export async function waitForResultsMap(page: Page): Promise<void> {
  await expect(page.getByRole("region", { name: "Map of the results" })).toHaveAttribute("aria-busy", "false", {
    timeout: 20_000,
  });
}
