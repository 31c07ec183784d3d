import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { parse } from "csv-parse/sync";
import { API_URL, SITE_URL } from "../playwright.config";
import { day, stayQuery } from "./support/clock";
import { newGuest, noAxeViolations, payAtCheckout, shoot, signIn } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Issue 21, item 2: the demo owner's reservations across their properties. The seeded stays
 * (mocks/seed/bookings.ts: past, under way, upcoming and cancelled, by Lena Lindqvist, Marco
 * Moretti, Priya Patel and Jonas Becker) in their four lists; the filter by property and dates,
 * with and without JavaScript; a guest's new booking there at once; the CSV export. On a 360 px
 * phone and a 1280 px desktop.
 */

interface OwnedProperty {
  id: number;
  slug: string;
  title: string;
}

/** The demo owner's properties, lowest id first: the seed books the first four. */
async function ownersProperties(request: APIRequestContext): Promise<OwnedProperty[]> {
  const login = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email: "owner@example.com", password: "password123" },
  });
  const token = ((await login.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  const answer = await request.get(`${API_URL}/vendor/properties`, { headers: { Authorization: `Bearer ${token}` } });
  const { entities } = ((await answer.json()) as { data: { entities: OwnedProperty[] } }).data;
  return entities.sort((a, b) => a.id - b.id);
}

/**
 * The demo owner's session as the sign-in form leaves it (its cookie), without the form: the sign-in
 * limit counts every attempt from this machine, and the form has its own specs.
 */
async function signInAsOwner(page: Page, request: APIRequestContext, to = "/owner/reservations") {
  const login = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email: "owner@example.com", password: "password123" },
  });
  const token = ((await login.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  await page.context().addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
  await page.goto(to);
  await expect(page.getByRole("heading", { name: "Reservations", level: 1 })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
/** What the visitor sees of a list: the desktop's table or the phone's cards, never both. */
const shown = (region: Locator, text: string) => region.getByText(text, { exact: true }).filter({ visible: true });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

for (const [viewName, view, offset] of [
  ["phone 360", PHONE, 0],
  ["desktop 1280", DESKTOP, 30],
] as const) {
  test.describe(`owner reservations on a ${viewName}`, () => {
    test.use({ ...view });

    for (const javaScriptEnabled of [true, false]) {
      const mode = javaScriptEnabled ? "js" : "no-js";
      test(`the seeded stays in four lists, filtered by property and dates (${mode})`, async ({
        browser,
        request,
      }, testInfo) => {
        const context = await browser.newContext({ ...view, javaScriptEnabled });
        await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
        const page = await context.newPage();
        const [first] = await ownersProperties(request);
        await signInAsOwner(page, request);

        await expect(shown(section(page, "Current stays"), "Marco Moretti")).toBeVisible();
        for (const guest of ["Lena Lindqvist", "Jonas Becker", "Priya Patel"]) {
          await expect(shown(section(page, "Past stays"), guest)).toBeVisible();
          await expect(shown(section(page, "Upcoming"), guest)).toBeVisible();
        }
        await expect(shown(section(page, "Cancelled"), "Marco Moretti")).toBeVisible();
        await expect(shown(section(page, "Cancelled"), "Lena Lindqvist")).toBeVisible();
        await noSidewaysScroll(page);

        // A stay's price line by line, the payout and the arrival details, behind "Price and arrival".
        const current = section(page, "Current stays");
        await current.getByText("Price and arrival").filter({ visible: true }).click();
        await expect(current.getByText("Your payout").filter({ visible: true })).toBeVisible();
        await expect(
          current.getByText("Key in a lockbox: Lockbox code sent the day before").filter({ visible: true }),
        ).toBeVisible();
        await expect(current.getByText("marco@example.com").filter({ visible: true })).toBeVisible();
        await noSidewaysScroll(page);
        if (javaScriptEnabled) {
          await noAxeViolations(page);
          await shoot(page, testInfo, `reservations-${mode}`);
        }

        // One property: its own stays only (Jonas's past stay is at another property).
        await page.getByLabel("Property").selectOption(String(first!.id));
        await page.getByRole("button", { name: "Filter" }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]property=${first!.id}(&|$)`));
        await expect(shown(section(page, "Past stays"), "Lena Lindqvist")).toBeVisible();
        await expect(shown(section(page, "Past stays"), "Jonas Becker")).toHaveCount(0);
        await expect(shown(section(page, "Current stays"), "Marco Moretti")).toBeVisible();
        await expect(page.getByLabel("Property")).toHaveValue(String(first!.id));

        // Dates: the stays that overlap them, across every property.
        await page.getByLabel("Property").selectOption("");
        await page.getByLabel("Staying from").fill(day(-44));
        await page.getByLabel("Staying until").fill(day(-40));
        await page.getByRole("button", { name: "Filter" }).click();
        await expect(page).toHaveURL(new RegExp(`from=${day(-44)}&to=${day(-40)}`));
        await expect(shown(section(page, "Past stays"), "Lena Lindqvist")).toBeVisible();
        await expect(shown(section(page, "Past stays"), "Priya Patel")).toHaveCount(0);
        await expect(section(page, "Upcoming").getByText("None match the filter.")).toBeVisible();
        await expect(section(page, "Current stays").getByText("None match the filter.")).toBeVisible();

        // Dates in the wrong order are said, and that date is left out.
        await page.getByLabel("Staying until").fill(day(-50));
        await page.getByRole("button", { name: "Filter" }).click();
        await expect(page.getByText("The end date must be on or after the start date.")).toBeVisible();

        await page.getByRole("link", { name: "Clear" }).click();
        await expect(page).toHaveURL(/\/owner\/reservations$/);
        await expect(shown(section(page, "Past stays"), "Priya Patel")).toBeVisible();
        await context.close();
      });
    }

    test("a guest's booking shows at once, and the CSV holds it", async ({ browser, request }, testInfo) => {
      test.setTimeout(90_000);
      const [, second] = await ownersProperties(request);
      // Free nights at the owner's second property, far ahead (each viewport its own).
      let from = 700 + offset;
      const free = async (start: number) => {
        const quote = await request.get(`${API_URL}/properties/${second!.id}/quote?${stayQuery(start, 3)}`);
        return ((await quote.json()) as { data: { available: boolean } }).data.available;
      };
      while (!(await free(from))) from += 1;

      const guestContext = await browser.newContext({ ...view });
      await guestContext.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
      const guestPage = await guestContext.newPage();
      const guest = await newGuest(request, "reservations");
      await signIn(
        guestPage,
        guest.email,
        guest.password,
        `/properties/${second!.id}/${second!.slug}/checkout?${stayQuery(from, 3)}`,
      );
      await payAtCheckout(guestPage, true);
      const reference = (await guestPage.getByText(/^Reference HB-\d+$/).textContent())!.replace("Reference ", "");
      await guestContext.close();

      const context = await browser.newContext({ ...view });
      await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
      const page = await context.newPage();
      await signInAsOwner(page, request, `/owner/reservations?property=${second!.id}`);
      const upcoming = section(page, "Upcoming");
      // The other viewport's guest has the same name: the stay is found by its reference.
      const stay = upcoming.locator("tr, li").filter({ hasText: reference }).filter({ visible: true });
      await expect(stay).toContainText("Tam Traveller");
      await expect(stay).toContainText(second!.title);
      await noSidewaysScroll(page);
      await shoot(page, testInfo, `reservations-new-booking-${view.viewport.width}`);

      // The CSV of the same filter, downloaded as the owner does.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile(await download.path(), "utf8");
      const rows: string[][] = parse(text);
      expect(rows[0]).toEqual([
        "Reference",
        "Status",
        "Property",
        "Destination",
        "Guest",
        "Guest email",
        "Check-in",
        "Check-out",
        "Nights",
        "Guests",
        "Currency",
        "Nights subtotal",
        "Cleaning fee",
        "Extra guest fee",
        "Service fee",
        "Taxes",
        "Total",
        "Refund",
        "Payout",
        "Cancelled on",
        "Booked on",
        "Owner",
      ]);
      const row = rows.find((candidate) => candidate[0] === reference);
      expect(row?.slice(0, 10)).toEqual([
        reference,
        "confirmed",
        second!.title,
        expect.any(String),
        "Tam Traveller",
        guest.email,
        day(from),
        day(from + 3),
        "3",
        "2",
      ]);
      const [total, serviceFee, payout] = [row![16], row![14], row![18]].map(Number);
      expect(payout).toBeCloseTo(total! - serviceFee!, 2);
      // Only the filtered property's stays.
      expect(new Set(rows.slice(1).map((candidate) => candidate[2]))).toEqual(new Set([second!.title]));

      const file = await page.request.get(`/owner/reservations.csv?property=${second!.id}`);
      expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(file.headers()["cache-control"]).toBe("private, no-store");
      expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="reservations-[\d-]+\.csv"$/);
      await context.close();
    });
  });
}
