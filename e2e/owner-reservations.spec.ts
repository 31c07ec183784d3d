import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { noAxeViolations } from "./support/trips";
import { PHONE } from "./support/viewports";

/**
 * Issue 21, item 2: the demo owner's reservations on a 360 px phone, where the lists are cards and
 * a stay's price and arrival open in place: no sideways scroll, and axe on the page so. The four
 * lists, the filter and the CSV: tests/routes/owner-reservations.test.ts; the desktop's tables and
 * axe on them: accessibility.spec.ts.
 */

const section = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
/** What the visitor sees of a list: the desktop's table or the phone's cards, never both. */
const shown = (region: Locator, text: string) => region.getByText(text, { exact: true }).filter({ visible: true });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test.use({ ...PHONE, signedInAs: "owner" });

test("on a phone: the stays as cards, a stay's price and arrival opened in place, all within the screen", async ({
  page,
}) => {
  await page.goto("/owner/reservations");
  await expect(page.getByRole("heading", { name: "Reservations", level: 1 })).toBeVisible();
  const current = section(page, "Current stays");
  await expect(shown(current, "Marco Moretti")).toBeVisible();
  await expect(shown(section(page, "Past stays"), "Priya Patel")).toBeVisible();
  await noSidewaysScroll(page);

  // A stay's price line by line, the payout and the arrival details, behind "Price and arrival".
  await current.getByText("Price and arrival").filter({ visible: true }).click();
  await expect(current.getByText("Your payout").filter({ visible: true })).toBeVisible();
  await expect(
    current.getByText("Key in a lockbox: Lockbox code sent the day before").filter({ visible: true }),
  ).toBeVisible();
  await expect(current.getByText("marco@example.com").filter({ visible: true })).toBeVisible();
  await noSidewaysScroll(page);
  await noAxeViolations(page);
});
