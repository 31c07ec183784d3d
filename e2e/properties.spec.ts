import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { day, freezeBrowserClock } from "./support/clock";
import { chooseGuests, pickDates } from "./support/search";
import { API_URL, SITE_URL } from "../playwright.config";

const [CHECK_IN, CHECK_OUT] = [day(140), day(144)];

async function searchLisbon(page: Page, javaScript: boolean) {
  await freezeBrowserClock(page);
  await page.goto("/properties");
  const form = page.getByRole("search", { name: "Search filters" });
  await form.getByLabel("Where").fill("Portugal");
  if (javaScript) await pickDates(page, form, CHECK_IN, CHECK_OUT);
  else {
    await form.getByLabel("Check in").fill(CHECK_IN);
    await form.getByLabel("Check out").fill(CHECK_OUT);
  }
  await chooseGuests(page, form, { adults: 2 }, javaScript);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`destination=Portugal&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=2`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, locale: "en-US" });

    test("by destination and dates, filter by price and guests, page 2, open a property", async ({ page }) => {
      // With JavaScript the range picker, the map and a filter applied as it is typed add up.
      test.slow(javaScriptEnabled);
      await searchLisbon(page, javaScriptEnabled);
      const status = page.getByRole("status").filter({ hasText: /stays available for 4 nights/ });
      await expect(status).toBeVisible();
      const total = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
      expect(total).toBeGreaterThan(24);
      await expect(page.getByRole("article").first()).toContainText(/total for 4 nights/);

      await page.getByRole("navigation", { name: "Search result pages" }).locator('a[rel="next"]').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/destination=Portugal/);
      await expect(page.getByRole("status").filter({ hasText: /page 2 of/ })).toBeVisible();

      const form = page.getByRole("search", { name: "Search filters" });
      await form.getByText("More filters").click();
      await form.getByLabel("Max price a night").fill("150");
      await chooseGuests(page, form, { adults: 4 }, javaScriptEnabled);
      await form.getByRole("button", { name: "Search" }).click();
      // With JavaScript the typed price applies on its own first: wait for the search with both.
      await expect(page).toHaveURL(/guests=4&.*max_price=150/);
      // The results are read from the DOM: wait until the new document is whole, not just committed.
      await page.waitForLoadState("load");
      const prices = await page
        .getByRole("article")
        .evaluateAll((cards) =>
          cards.map((card) => Number(card.querySelector("p.mt-1 span")?.textContent?.replace(/[^\d]/g, ""))),
        );
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toBeLessThanOrEqual(150);
      const capacities = await page
        .getByRole("article")
        .evaluateAll((cards) => cards.map((card) => Number(/(\d+) guests/.exec(card.textContent ?? "")?.[1])));
      for (const capacity of capacities) expect(capacity).toBeGreaterThanOrEqual(4);

      await page.getByRole("article").first().getByRole("link").click();
      await expect(page).toHaveURL(
        new RegExp(`/properties/\\d+/[\\w-]+\\?check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=4`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}

test.describe("the booking box without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("change dates on a property and the quote changes; then go to checkout", async ({ page, request }) => {
    const [checkIn, shortCheckOut, checkOut] = [day(98), day(100), day(103)];
    const answer = (await (
      await request.get(`${API_URL}/properties?destination=crete&check_in=${checkIn}&check_out=${checkOut}&per_page=1`)
    ).json()) as { data: { entities: { id: number; slug: string }[] } };
    const property = answer.data.entities[0]!;
    await page.goto(
      `/properties/${property.id}/${property.slug}?check_in=${checkIn}&check_out=${shortCheckOut}&guests=2`,
    );
    const totalCell = page.getByTestId("quote-total");
    await expect(totalCell).toBeVisible();
    const before = await totalCell.textContent();
    await expect(page.getByRole("definition").filter({ hasText: /€|£/ }).first()).toBeVisible();

    const booking = page.getByRole("complementary", { name: "Price and booking" });
    await booking.getByLabel("Check out").fill(checkOut);
    await booking.getByRole("button", { name: /price/i }).click();
    await expect(page).toHaveURL(new RegExp(`check_out=${checkOut}`));
    await expect(totalCell).not.toHaveText(before ?? "");
    await expect(booking.getByText(/× 5 nights/)).toBeVisible();

    // The home was picked free for the longer stay, so it can be booked.
    await booking.getByRole("button", { name: "Book these dates" }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/properties/${property.id}/${property.slug}/checkout\\?check_in=${checkIn}&check_out=${checkOut}&guests=2`,
      ),
    );
  });
});

test("with JavaScript the dates become an accessible range picker, loaded on interest, where booked nights cannot be picked", async ({
  page,
  request,
}) => {
  const [checkIn, checkOut] = [day(98), day(103)];
  await freezeBrowserClock(page);
  const answer = (await (
    await request.get(`${API_URL}/properties?destination=crete&check_in=${checkIn}&check_out=${checkOut}&per_page=1`)
  ).json()) as { data: { entities: { id: number; slug: string }[] } };
  const property = answer.data.entities[0]!;
  const availability = (await (await request.get(`${API_URL}/properties/${property.id}/availability`)).json()) as {
    data: { unavailable: { start: string }[] };
  };
  await page.goto(`/properties/${property.id}/${property.slug}?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
  const booking = page.getByRole("complementary", { name: "Price and booking" });
  // The picker's code loads when the visitor shows interest in the booking box, not before.
  await expect(booking.getByLabel("Check in")).toBeVisible();
  await booking.hover();
  await expect(booking.getByRole("group", { name: "Dates" })).toBeVisible();
  await expect(booking.locator('input[name="check_in"]')).toHaveValue(checkIn);
  await expect(booking.locator('input[name="check_out"]')).toHaveValue(checkOut);
  await booking.getByRole("button", { name: "Open the calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose your dates" });
  await expect(calendar.getByRole("grid")).toBeVisible();
  // The calendar opens on the stay's month; every booked night of that month is marked unavailable.
  const bookedThatMonth = availability.data.unavailable.filter((range) =>
    range.start.startsWith(checkIn.slice(0, 7)),
  ).length;
  // Days of the months around it are in the grid too, hidden: only this month's days count.
  const unavailableThisMonth = calendar.locator("[data-unavailable]:not([data-outside-month])");
  if (bookedThatMonth > 0) await expect(unavailableThisMonth.first()).toBeVisible();
  else await expect(unavailableThisMonth).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
});

test("tabbing into the dates hands the focus to the range picker", async ({ page, request }) => {
  const answer = (await (await request.get(`${API_URL}/properties?per_page=1`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  const property = answer.data.entities[0]!;
  await page.goto(`/properties/${property.id}/${property.slug}`);
  const booking = page.getByRole("complementary", { name: "Price and booking" });
  await booking.getByLabel("Check in").focus();
  await expect(booking.getByRole("group", { name: "Dates" })).toBeVisible();
  await expect(booking.getByRole("group", { name: "Dates" }).locator(":focus")).toHaveCount(1);
});

test("a wrong slug redirects to the right one and a missing property is a 404 page", async ({ page, request }) => {
  const redirect = await request.get("/properties/3/not-the-slug", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toMatch(/^\/properties\/3\/[\w-]+$/);
  const missing = await page.goto("/properties/99999/nothing");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
});

test("an empty search suggests how to widen it", async ({ page }) => {
  await page.goto("/properties?destination=Lisbon&min_price=5000");
  await expect(page.getByText("No stays match all of that")).toBeVisible();
  await page.getByRole("link", { name: "Remove the price limits" }).click();
  await expect(page).toHaveURL(/\/properties\?destination=Lisbon$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("sitemap.xml and robots.txt come from the data", async ({ request }) => {
  // sitemap.xml is an index; its child sitemaps list the URLs.
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(children).toContain("/sitemaps/properties-1.xml");
  let xml = "";
  for (const child of children) xml += await (await request.get(child)).text();
  expect((xml.match(/\/properties\/\d+\//g) ?? []).length).toBeGreaterThanOrEqual(300);
  expect(xml).toContain("/rentals/lisbon");
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("without a maps key the map is the site's own: nothing is fetched from Google or any other host", async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== SITE_URL) elsewhere.push(request.url());
  });
  await page.goto("/properties?destination=Crete");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of the results" }).locator(".map-pin").first()).toBeVisible({
    timeout: 20_000,
  });
  expect(elsewhere.filter((url) => /google|gstatic/.test(new URL(url).hostname))).toEqual([]);
  // Pictures come from the demo API; nothing of the map does.
  expect(elsewhere.filter((url) => !url.startsWith(API_URL))).toEqual([]);
});
