import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { cardExpiry, stayQuery } from "./support/clock";
import { waitForResultsMap } from "./support/search";
import {
  FOURTEEN_DAYS,
  type Home,
  freeHomeWithPolicy,
  newGuest,
  noAxeViolations,
  payAtCheckout,
  signIn,
} from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Issue 20's traveller, end to end in a browser: search, open a stay, book it, find it in My trips,
 * take its receipt and calendar file, and cancel it for the refund. Twice, so that between them a
 * phone and a desktop, JavaScript and none, a signed-in guest and a first-time visitor all go the
 * whole way:
 * - a signed-in guest on a 360 px phone with JavaScript: the map of the results moved with the
 *   list following, the gallery, the reserve bar, the booking confirmed in a dialog, and axe on the
 *   pages after the booking;
 * - a first-time visitor on a 1280 px desktop without JavaScript, every step a real form post:
 *   the booking by email, the set-your-password link it sends, the sign-in, then the same trip.
 * What the pages say in detail (the calendar file's content, the refund rules, a second cancel,
 * the password rules) is tested in Vitest: tests/routes/trips.test.ts, checkout.test.ts,
 * cancelled-booking-page.test.ts; the map on its own in e2e/map.spec.ts.
 */

const NIGHTS = 4;

async function staysFound(query: string): Promise<number> {
  const answer = await fetch(`${API_URL}/properties?${query}&per_page=1`);
  return ((await answer.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
}

/**
 * The map step, in a browser of its own that can draw maps (the rest of the journey runs without
 * WebGL): shows the map, turns on "search as I move the map", drags the map, and checks that the
 * list is the area's, then goes back to the list.
 */
async function panTheMap(page: Page, query: string) {
  await page.goto(`/properties?${query}`);
  await page.getByRole("button", { name: "Show map" }).click();
  await waitForResultsMap(page);
  await page.getByRole("checkbox", { name: "Search as I move the map" }).check();
  const map = page.getByRole("region", { name: "Map of the results" });
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
  await page.getByRole("button", { name: "Show list" }).click();
  await expect(count).toBeVisible();
}

/** From the search results: the stay's card, its page, its photos, and its booking box to checkout. */
async function openTheStay(page: Page, home: Home, { phone, javaScriptEnabled }: Mode) {
  await page.locator(`li[data-stay-id="${home.id}"]`).getByRole("link", { name: home.title }).click();
  await expect(page.getByRole("heading", { name: home.title, level: 1 })).toBeVisible();
  const firstPhoto = page
    .getByRole("region", { name: `Photos of ${home.title}` })
    .getByRole("link")
    .first();
  if (javaScriptEnabled) {
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
  }
  await expect(bookingBox).toBeInViewport();
  await bookingBox.getByRole("button", { name: "Book these dates" }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${home.id}/${home.slug}/checkout\\?`));
  await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
}

interface Mode {
  phone: boolean;
  javaScriptEnabled: boolean;
}

/**
 * Signed in, from a page with the site's header: My trips from the account menu, the booking, its calendar file and its
 * receipt (on screen and printed), then its cancellation after the refund is shown, and My trips again.
 */
async function tripAfterBooking(page: Page, home: Home, reference: string, { javaScriptEnabled }: Mode) {
  await page.getByRole("banner").locator('summary[aria-label^="Account menu"]').click();
  await page.getByRole("link", { name: "My trips" }).click();
  await expect(page.getByRole("heading", { name: "My trips", level: 1 })).toBeVisible();
  const upcoming = page.getByRole("region", { name: /Upcoming/ });
  await expect(upcoming.getByText(`Reference ${reference}`)).toBeVisible();
  if (javaScriptEnabled) await noAxeViolations(page);

  // Its booking page.
  await upcoming.getByRole("link", { name: home.title }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  const bookingPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: home.title, level: 1 })).toBeVisible();
  await expect(page.getByText(FOURTEEN_DAYS)).toBeVisible();
  const total = (await page.getByTestId("booking-total").textContent()) ?? "";
  await expect(page.getByText(`If you cancel today: You get a full refund: ${total}.`)).toBeVisible();
  if (javaScriptEnabled) await noAxeViolations(page);

  // The calendar file is a download named after the booking.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
  expect((await downloading).suggestedFilename()).toBe(`booking-${reference}.ics`);

  // The receipt, on screen and as printed.
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { name: "Receipt", level: 1 })).toBeVisible();
  const receipt = page.locator("[data-receipt] article");
  await expect(receipt).toContainText(reference);
  await expect(receipt.getByTestId("booking-total")).toHaveText(total);
  if (javaScriptEnabled) await noAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to the booking" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "Back to the booking" }).click();

  // Cancel: the refund first, then the cancelled booking.
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await expect(page.getByTestId("cancel-refund")).toHaveText(total);
  if (javaScriptEnabled) await noAxeViolations(page);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}$`));
  await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-refund")).toHaveText(total);
  await expect(page.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);

  // My trips lists it as cancelled now.
  await page.goto("/trips");
  const cancelled = page.getByRole("region", { name: /Cancelled/ });
  await expect(cancelled.getByText(`Cancelled · refund ${total}`)).toBeVisible();
  await expect(page.getByRole("region", { name: /Upcoming/ }).getByText("No trips booked yet.")).toBeVisible();
}

test.describe("a signed-in guest on a 360 px phone, with JavaScript", () => {
  test.use({ ...PHONE, javaScriptEnabled: true });

  test("search, move the map, open a stay, book it, find it in My trips, cancel it", async ({
    page,
    context,
    request,
    openPage,
  }) => {
    test.slow();
    // The visitor answered the cookie banner on an earlier page: it would cover the phone's
    // floating map switch and the pay button.
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    const query = `destination=Crete&${stayQuery(700, NIGHTS)}`;
    // A stay on the search's first page, so its card is there to open.
    const home = await freeHomeWithPolicy(request, query, 24);

    // The map step, in a browser that draws maps; the rest of the journey runs without WebGL.
    const withMaps = await openPage({ maps: true });
    await withMaps.context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    await panTheMap(withMaps.page, query);
    await withMaps.context.close();

    const guest = await newGuest(request, "journey-js");
    await signIn(page, guest.email, guest.password, `/properties?${query}`);
    await expect(page).toHaveURL(/\/properties\?/);
    await openTheStay(page, home, { phone: true, javaScriptEnabled: true });
    await payAtCheckout(page, true);
    const reference = ((await page.getByText(/^Reference HB-\d+$/).textContent()) ?? "").replace("Reference ", "");
    // The booking's page has a header of its own, without the account menu.
    await page.goto("/");
    await tripAfterBooking(page, home, reference, { phone: true, javaScriptEnabled: true });
  });
});

test.describe("a first-time visitor on a 1280 px desktop, without JavaScript", () => {
  test.use({ ...DESKTOP, javaScriptEnabled: false });

  test("search, open a stay, book it by email, set a password from the emailed link, sign in, cancel it", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    const query = `destination=Crete&${stayQuery(730, NIGHTS)}`;
    const home = await freeHomeWithPolicy(request, query, 24);
    const email = `first-${crypto.randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`/properties?${query}`);
    await openTheStay(page, home, { phone: false, javaScriptEnabled: false });

    // Checkout by email, as a visitor without an account.
    await page.getByLabel("First name").fill("Fern");
    await page.getByLabel("Last name").fill("First");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+44 20 0000 0001");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
    const booked = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Your stay is booked" }) });
    await expect(booked).toContainText(`We have emailed the confirmation to ${email}.`);
    const reference = ((await booked.getByText(/^Reference HB-\d+$/).textContent()) ?? "").replace("Reference ", "");
    // Nobody was signed in on the way.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("auth_token");

    // The first booking opened an account and emailed its set-your-password link (the demo's outbox).
    const outbox = async () => {
      const answer = await request.get(`${API_URL}/demo/outbox?to=${encodeURIComponent(email)}`);
      return ((await answer.json()) as { data: { entities: { link: string | null }[] } }).data.entities[0]?.link;
    };
    await expect.poll(outbox).toMatch(new RegExp(`^${SITE_URL}/set-password\\?`));
    const link = new URL((await outbox())!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
    await page.getByLabel("New password").fill("fern's new password");
    await page.getByLabel("Type it again").fill("fern's other password");
    await page.getByRole("button", { name: "Save my password" }).click();
    await expect(page.getByText("The two passwords differ.")).toBeVisible();
    await page.getByLabel("New password").fill("fern's new password");
    await page.getByLabel("Type it again").fill("fern's new password");
    await page.getByRole("button", { name: "Save my password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText("Your password is set. Sign in with your email and your new password.").first(),
    ).toBeVisible();

    // Signed in with it, the trip is theirs.
    await signIn(page, email, "fern's new password", "/");
    await expect(page.getByRole("banner").getByLabel("Account menu for Fern First")).toBeVisible();
    await tripAfterBooking(page, home, reference, { phone: false, javaScriptEnabled: false });
  });
});
