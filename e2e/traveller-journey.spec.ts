import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { stayQuery } from "./support/clock";
import {
  freeHomeWithPolicy,
  newGuest,
  noAxeViolations,
  payAtCheckout,
  shoot,
  signIn,
  tripAfterBooking,
} from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Issue 20's traveller, end to end on the demo (no maps key): search with the map, move the map
 * and see the list follow, open a stay, its gallery and (on a phone) the reserve bar, book it,
 * then find it in My trips, take its receipt and calendar file, and cancel it for the refund.
 * On a 360 px phone and a 1280 px desktop, and the same without JavaScript (the map aside).
 */

const NIGHTS = 4;
/** MapLibre, its worker and the basemap, drawn by software WebGL on the test machine's CPU. */
const MAP_READY = { timeout: 20_000 };

async function staysFound(query: string): Promise<number> {
  const answer = await fetch(`${API_URL}/properties?${query}&per_page=1`);
  return ((await answer.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
}

/** Turns on "search as I move the map", drags the map, and checks the list is the area's. */
async function panTheMap(page: Page, query: string, phone: boolean) {
  if (phone) await page.getByRole("button", { name: "Show map" }).click();
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map.locator(".map-pin").first()).toBeVisible(MAP_READY);
  await page.getByRole("checkbox", { name: "Search as I move the map" }).check();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - box.width / 3, y - box.height / 4, { steps: 10 });
  await page.mouse.up();
  await expect(page).toHaveURL(/[?&]bounds=/);
  const bounds = new URL(page.url()).searchParams.get("bounds") ?? "";
  const inArea = await staysFound(`${query}&bounds=${bounds}`);
  expect(inArea).toBeLessThan(await staysFound(query));
  const count = page.getByRole("region", { name: "Search results" }).getByRole("status");
  await expect(count).toHaveText(`${inArea} ${inArea === 1 ? "stay" : "stays"} available for ${NIGHTS} nights`);
  if (phone) await page.getByRole("button", { name: "Show list" }).click();
}

for (const [viewName, view, offset] of [
  ["phone 360", PHONE, 0],
  ["desktop 1280", DESKTOP, 20],
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "js" : "no-js";
    test.describe(`the traveller's journey on a ${viewName}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ ...view, javaScriptEnabled });

      test("search with the map, open a stay, book it, find it in My trips, cancel it", async ({
        page,
        context,
        request,
      }, testInfo) => {
        test.setTimeout(150_000);
        await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
        const phone = view === PHONE;
        const from = 700 + offset + (javaScriptEnabled ? 0 : 10);
        const query = `destination=Crete&${stayQuery(from, NIGHTS)}`;
        // A stay on the search's first page, so its card is there to open.
        const home = await freeHomeWithPolicy(request, query, 24);
        const guest = await newGuest(request, `journey-${mode}`);
        await signIn(page, guest.email, guest.password, `/properties?${query}`);

        // The search, and with JavaScript its map.
        await expect(page).toHaveURL(/\/properties\?/);
        const card = page.locator(`li[data-stay-id="${home.id}"]`);
        await expect(card).toBeVisible();
        if (javaScriptEnabled) {
          await panTheMap(page, query, phone);
          await shoot(page, testInfo, `search-panned-${mode}`);
          await page.goto(`/properties?${query}`);
        }
        await card.getByRole("link", { name: home.title }).click();

        // The stay: its photos, and on a phone the bar that leads to the booking box.
        await expect(page.getByRole("heading", { name: home.title, level: 1 })).toBeVisible();
        const photos = page.getByRole("region", { name: `Photos of ${home.title}` });
        const firstPhoto = photos.getByRole("link").first();
        if (javaScriptEnabled) {
          await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
          await firstPhoto.click();
          const gallery = page.getByRole("dialog", { name: `Photos of ${home.title}` });
          await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
          await page.keyboard.press("ArrowRight");
          await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
          await noAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(gallery).toBeHidden();
          await expect(firstPhoto).toBeFocused();
        } else {
          await expect(firstPhoto).toHaveAttribute("href", /\/images\/properties\//);
        }
        const bookingBox = page.getByRole("complementary", { name: "Price and booking" });
        if (phone) {
          const bar = page.locator("[data-reserve-bar]");
          await expect(bar).toContainText(`${NIGHTS} nights`);
          await bar.getByRole("link", { name: "Reserve" }).click();
          if (!javaScriptEnabled) await expect(page).toHaveURL(/#book$/);
        }
        await expect(bookingBox).toBeInViewport();
        await shoot(page, testInfo, `stay-${mode}`);
        await bookingBox.getByRole("button", { name: "Book these dates" }).click();

        // Checkout, then everything after.
        await expect(page).toHaveURL(new RegExp(`/properties/${home.id}/${home.slug}/checkout\\?`));
        await payAtCheckout(page, javaScriptEnabled);
        await tripAfterBooking(page, testInfo, { home, from, nights: NIGHTS, javaScriptEnabled });
      });
    });
  }
}
