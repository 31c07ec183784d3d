import { expect, test } from "./support/test";
import { day, freezeBrowserClock } from "./support/clock";
import { chooseGuests, pickDates } from "./support/search";

// The range picker names its days in the browser's language; the tests pick them by those names.
test.use({ locale: "en-US" });

test("home shows featured destinations and the latest posts from the demo API", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Vacation rentals, holiday homes and villas | Hideaways");
  const destinations = page
    .getByRole("region", { name: "Popular destinations" })
    .getByRole("listitem")
    .getByRole("link");
  await expect(destinations).toHaveCount(8);
  await expect(destinations.first()).toHaveAttribute("href", /^\/rentals\/[a-z-]+$/);
  const posts = page.getByRole("region", { name: "Latest from the blog" }).getByRole("article");
  await expect(posts).toHaveCount(3);
  await expect(posts.first().getByRole("link")).toHaveAttribute("href", /^\/blog\/post\//);
});

test("the search form submits destination, dates and guests to /properties", async ({ page }) => {
  const [checkIn, checkOut] = [day(160), day(167)];
  await freezeBrowserClock(page);
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search stays" });
  await search.getByLabel("Where").fill("Lisbon");
  // With JavaScript the dates are a range picker and the guests a popover (e2e/search.spec.ts).
  await pickDates(page, search, checkIn, checkOut);
  await chooseGuests(page, search, { adults: 3 }, true);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties\\?destination=Lisbon&check_in=${checkIn}&check_out=${checkOut}&guests=3$`),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form still works", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("search", { name: "Search stays" }).getByLabel("Where").fill("Crete");
    await page.getByRole("search", { name: "Search stays" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/properties\?destination=Crete&/);
  });
});
