import { type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";
import { expect, test } from "./support/test";
import { day, freezeBrowserClock } from "./support/clock";
import { API_URL } from "../playwright.config";

/**
 * The property page's booking box (issue 18, stale quote): the quote shown is always the quote of
 * the stay chosen, and "Book these dates" takes that very stay to checkout, with JavaScript (the
 * quote follows the dates at once) and without (the form's stay goes to checkout). Which answer
 * is shown for which stay is tests/lib/stay-quote.test.ts; the average night of a stay, on its
 * result card and in the box, is tests/routes/stay-average-night.test.ts.
 */

// The range picker's segments follow the browser's locale: month, day, year in en-US.
test.use({ locale: "en-US" });

const [CHECK_IN, SHORT_CHECK_OUT, LONG_CHECK_OUT] = [day(98), day(100), day(103)];

/** A home free for the whole longer stay (so the shorter one is free too), from the demo API. */
async function freeHome(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const answer = (await (
    await request.get(
      `${API_URL}/properties?destination=crete&check_in=${CHECK_IN}&check_out=${LONG_CHECK_OUT}&per_page=1`,
    )
  ).json()) as { data: { entities: { id: number; slug: string }[] } };
  return answer.data.entities[0]!;
}

function bookingBox(page: Page): Locator {
  return page.getByRole("complementary", { name: "Price and booking" });
}

/** Types a check-out date into the range picker's end date, segment by segment, as a visitor would. */
async function typeCheckOut(booking: Locator, isoDate: string) {
  const [year, month, dayOfMonth] = isoDate.split("-") as [string, string, string];
  const segments = booking.getByRole("group", { name: "Dates" }).getByRole("spinbutton");
  await expect(segments).toHaveCount(6);
  await segments.nth(3).click();
  await booking.page().keyboard.type(`${month}${dayOfMonth}${year}`);
}

/** The quote requests the booking box makes through its fetcher, held until `releaseCheckOut()`. */
async function holdQuoteRequests(page: Page) {
  const held: { request: Request; go: () => Promise<void> }[] = [];
  let holding = true;
  await page.route("**/quote.data?*", async (route) => {
    if (!holding) return route.continue();
    held.push({ request: route.request(), go: () => route.continue() });
  });
  return {
    /** The stays asked for so far, as their queries. */
    asked: () => held.map(({ request }) => new URL(request.url()).searchParams),
    /**
     * Lets the requests for `checkOut` through, and every later one. Not "the last one held": a
     * year typed digit by digit asks for years 2, 20 and 202 on the way, and those requests can
     * reach the route after the final one.
     */
    releaseCheckOut: async (checkOut: string) => {
      holding = false;
      const wanted = held.filter(({ request }) => new URL(request.url()).searchParams.get("check_out") === checkOut);
      await Promise.all(wanted.map(({ go }) => go()));
    },
  };
}

test.describe("with JavaScript", () => {
  test("new dates are priced at once: a pending box with nothing to book, then the new quote and checkout for that stay", async ({
    page,
    request,
  }) => {
    const home = await freeHome(request);
    await freezeBrowserClock(page);
    const quotes = await holdQuoteRequests(page);
    await page.goto(`/properties/${home.id}/${home.slug}?check_in=${CHECK_IN}&check_out=${SHORT_CHECK_OUT}&guests=2`);
    const booking = bookingBox(page);
    await expect(booking.getByText(/× 2 nights/)).toBeVisible();
    await expect(booking.getByRole("button", { name: "Book these dates" })).toBeVisible();

    await booking.hover();
    await typeCheckOut(booking, LONG_CHECK_OUT);
    // Asked for, whatever the order the years typed on the way (2, 20, 202) reached the route in.
    await expect.poll(() => quotes.asked().some((query) => query.get("check_out") === LONG_CHECK_OUT)).toBe(true);
    // While the new stay's quote is on its way, the old one is gone and nothing can be booked.
    await expect(booking.getByText("Working out the price for your dates…")).toBeVisible();
    await expect(booking.getByTestId("quote-total")).toHaveCount(0);
    await expect(booking.getByRole("button", { name: "Book these dates" })).toHaveCount(0);

    await quotes.releaseCheckOut(LONG_CHECK_OUT);
    await expect(booking.getByText(/× 5 nights/)).toBeVisible();
    await expect(booking.getByText("Working out the price for your dates…")).toHaveCount(0);
    // Nobody pressed "Update price": the page stayed where it was, only the quote followed.
    expect(new URL(page.url()).searchParams.get("check_out")).toBe(SHORT_CHECK_OUT);

    await booking.getByRole("button", { name: "Book these dates" }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/properties/${home.id}/${home.slug}/checkout\\?check_in=${CHECK_IN}&check_out=${LONG_CHECK_OUT}&guests=2$`,
      ),
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("dates changed but not priced yet: 'Book these dates' takes the form's stay to checkout, not the one priced before", async ({
    page,
    request,
  }) => {
    const home = await freeHome(request);
    await page.goto(`/properties/${home.id}/${home.slug}?check_in=${CHECK_IN}&check_out=${SHORT_CHECK_OUT}&guests=2`);
    const booking = bookingBox(page);
    await expect(booking.getByText(/× 2 nights/)).toBeVisible();

    await booking.getByLabel("Check out").fill(LONG_CHECK_OUT);
    await booking.getByRole("button", { name: "Book these dates" }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/properties/${home.id}/${home.slug}/checkout\\?check_in=${CHECK_IN}&check_out=${LONG_CHECK_OUT}&guests=2$`,
      ),
    );
  });
});
