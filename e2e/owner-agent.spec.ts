import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { apiData } from "./support/demo-api";
import { noAxeViolations } from "./support/trips";
import { PHONE } from "./support/viewports";

/**
 * Issue 21, item 1 ("and of the agent's owners"): signed in as the demo agent (agent@example.com),
 * who works for Tessa Twofactor (2fa@example.com), on a 360 px phone: her home's listing card,
 * its calendar opened from it, and the reservations filtered to it, each without sideways scroll.
 * What the pages say of her (the owner lines, the filter's labels, the CSV's column):
 * tests/routes/owner-agent-pages.test.ts; axe on the desktop pages: accessibility.spec.ts. Reads only.
 */

const OWNER_LINE = "Owner: Tessa Twofactor";

interface Listing {
  id: number;
  title: string;
  owner_name: string | null;
  destination: { name: string };
}

/** A listing's row, by its exact title. */
const rowOf = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Edit ${title}`, exact: true }) });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test.use({ ...PHONE, signedInAs: "agent" });

test("on a phone: her home's card names her, its calendar opens from it, her reservations show her guest", async ({
  page,
  request,
}) => {
  // Tessa's two homes were the agent's newest, so they open the first page, newest first.
  const { entities } = await apiData<{ entities: Listing[] }>(request, "/vendor/listings", "agent");
  const older = entities.filter((listing) => listing.owner_name === "Tessa Twofactor")[1]!;

  await page.goto("/owner/listings");
  await expect(page.getByRole("heading", { name: "Your listings", level: 1 })).toBeVisible();
  await expect(rowOf(page, older.title).getByText(OWNER_LINE)).toBeVisible();
  await noSidewaysScroll(page);
  // The listings as cards on a phone (the desktop's table: accessibility.spec.ts).
  await noAxeViolations(page);

  // Her older home's calendar, from its card.
  await rowOf(page, older.title)
    .getByRole("link", { name: `Calendar of ${older.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/owner/calendar/${older.id}$`));
  await expect(page.getByRole("heading", { name: older.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OWNER_LINE)).toBeVisible();
  await noSidewaysScroll(page);

  // Her reservations: filtered to her older home, Lena Lindqvist's seeded stay there, named hers.
  await page.goto("/owner/reservations");
  await page
    .getByLabel("Property")
    .selectOption({ label: `${older.title} (${older.destination.name}), owner Tessa Twofactor` });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]property=${older.id}(&|$)`));
  // The filtered lists are in (a filter shows the way back to all of them).
  await expect(page.getByRole("link", { name: "Clear" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: /^Upcoming/ });
  await expect(upcoming.getByText("Lena Lindqvist", { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(upcoming.getByText(OWNER_LINE).filter({ visible: true })).toHaveCount(1);
  await noSidewaysScroll(page);
});
