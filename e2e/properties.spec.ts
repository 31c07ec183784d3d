import { expect, test } from "./support/test";
import { day, freezeBrowserClock } from "./support/clock";
import { API_URL } from "../playwright.config";

/**
 * The property page's dates with JavaScript: a range picker loaded on interest. What the search
 * and the property page write is tested in Vitest (tests/routes/properties-rendered.test.ts,
 * tests/routes/property-page-rendered.test.ts), the search form in a browser in
 * e2e/search.spec.ts, the booking box's forms in e2e/booking-box.spec.ts, the map in e2e/map.spec.ts.
 */

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
