import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { TODAY } from "./support/clock";
import { noAxeViolations, shoot } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * The owner's calendar (issue 21, item 3): as the demo owner, block three nights (with and
 * without JavaScript), then as a guest fail to book them and see them unavailable; set a price
 * for a range and see the guest's quote follow; download the .ics and read its events.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The month two months after the run's today, YYYY-MM: every night of it is ahead. */
const MONTH = (() => {
  const [year, month] = TODAY.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1 + 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
})();
const night = (dayOfMonth: number) => `${MONTH}-${String(dayOfMonth).padStart(2, "0")}`;
const compact = (isoDay: string) => isoDay.replaceAll("-", "");
const parts = (isoDay: string) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return { weekday: WEEKDAYS[date.getUTCDay()]!, day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()]! };
};
/** "Thursday 10 June 2027", as the owner's calendar names a night. */
const nightName = (isoDay: string) => {
  const { weekday, day, month } = parts(isoDay);
  return `${weekday} ${day} ${month} ${isoDay.slice(0, 4)}`;
};
/** "10 June 2027". */
const longDate = (isoDay: string) => {
  const { day, month } = parts(isoDay);
  return `${day} ${month} ${isoDay.slice(0, 4)}`;
};
const money = (amount: number, currency: string, cents = false) =>
  new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);

interface Home {
  id: number;
  slug: string;
  title: string;
  currency: string;
}

async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email: "owner@example.com", password: "password123" },
  });
  return ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
}

/**
 * The owner's `nth` property (by id) with no guest's stay from the 9th to the 22nd of MONTH (the
 * nights the tests change), so each test has a home of its
 * own: blocks and prices by the other tests never change which one that is.
 */
async function ownersHome(request: APIRequestContext, token: string, nth: number): Promise<Home> {
  const headers = { Authorization: `Bearer ${token}` };
  const mine = await request.get(`${API_URL}/vendor/properties`, { headers });
  const homes = ((await mine.json()) as { data: { entities: Home[] } }).data.entities.sort((a, b) => a.id - b.id);
  let found = 0;
  for (const home of homes) {
    const calendar = await request.get(
      `${API_URL}/vendor/properties/${home.id}/calendar?from=${night(9)}&to=${night(23)}`,
      { headers },
    );
    const { nights } = ((await calendar.json()) as { data: { nights: { status: string }[] } }).data;
    if (nights.some((each) => each.status === "booked")) continue;
    if (found === nth) return home;
    found += 1;
  }
  throw new Error(`the owner has fewer than ${nth + 1} homes free in the middle of ${MONTH}`);
}

async function signInAsOwner(context: BrowserContext, token: string) {
  await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
}

async function apply(page: Page) {
  await page.getByRole("button", { name: "Apply to these nights" }).click();
}

/** A guest, signed out, on the property: the blocked stay is refused, the priced one quoted at the owner's price. */
async function guestSees(
  browser: Browser,
  viewport: typeof PHONE | typeof DESKTOP,
  javaScriptEnabled: boolean,
  home: Home,
  shotName: string,
  testInfo: TestInfo,
) {
  const context = await browser.newContext({ ...viewport, javaScriptEnabled });
  const page = await context.newPage();
  const property = `/properties/${home.id}/${home.slug}`;

  await page.goto(`${property}?check_in=${night(10)}&check_out=${night(13)}&guests=2`);
  const box = page.getByRole("complementary", { name: "Price and booking" });
  await expect(box.getByText("These dates are not available.")).toBeVisible();
  await expect(box.getByRole("button", { name: "Book these dates" })).toHaveCount(0);
  for (const blocked of [10, 11, 12]) {
    const { weekday, day, month } = parts(night(blocked));
    await expect(page.getByText(`${weekday} ${day} ${month}: unavailable`, { exact: true })).toBeAttached();
  }
  const { weekday, day, month } = parts(night(13));
  await expect(page.getByText(`${weekday} ${day} ${month}: available`, { exact: true })).toBeAttached();
  await shoot(page, testInfo, `${shotName}-guest-refused`);

  // The checkout refuses the same stay on arrival.
  await page.goto(`${property}/checkout?check_in=${night(10)}&check_out=${night(13)}&guests=2`);
  await expect(page.getByText(/is no longer available/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay .* and book$/ })).toHaveCount(0);

  // Two nights the owner priced at 321 each.
  await page.goto(`${property}?check_in=${night(15)}&check_out=${night(17)}&guests=2`);
  // The quote's lines show cents: "€321.00 × 2 nights".
  await expect(box.getByText(`${money(321, home.currency, true)} × 2 nights`)).toBeVisible();
  await expect(box.getByRole("button", { name: "Book these dates" })).toBeVisible();
  await shoot(page, testInfo, `${shotName}-guest-priced`);
  await context.close();
}

for (const [device, viewport, nth] of [
  ["phone", PHONE, 0],
  ["desktop", DESKTOP, 2],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(viewport);

    test("with JavaScript: pick nights in the calendar, block them, price two more; a guest cannot book them and is quoted the price; the .ics lists the block", async ({
      page,
      context,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(60_000);
      const token = await ownerToken(request);
      const home = await ownersHome(request, token, nth);
      await signInAsOwner(context, token);
      await page.goto(`/owner/calendar/${home.id}?month=${MONTH}`);
      await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
      const [year, monthNumber] = MONTH.split("-").map(Number) as [number, number];
      const caption = `${MONTHS[monthNumber - 1]} ${year}`;
      const nextCaption = `${MONTHS[monthNumber % 12]} ${monthNumber === 12 ? year + 1 : year}`;
      await expect(page.getByRole("table", { name: caption })).toBeVisible();
      // One month on a phone, two on a desktop.
      if (device === "phone") await expect(page.getByRole("table", { name: nextCaption })).toBeHidden();
      else await expect(page.getByRole("table", { name: nextCaption })).toBeVisible();

      // Clicking the first and the last night fills the form.
      await page.getByRole("button", { name: new RegExp(`^${nightName(night(10))}: open`) }).click();
      await page.getByRole("button", { name: new RegExp(`^${nightName(night(12))}: open`) }).click();
      await expect(page.getByLabel("First night")).toHaveValue(night(10));
      await expect(page.getByLabel("Last night")).toHaveValue(night(12));
      await expect(page.getByText("3 nights chosen.")).toBeVisible();
      await expect(page.getByRole("radio", { name: "Block these nights" })).toBeChecked();
      await apply(page);
      await expect(page.getByRole("status").filter({ hasText: "Blocked" })).toHaveText(
        `Blocked 3 nights, ${longDate(night(10))} to ${longDate(night(12))}. Guests cannot book them.`,
      );
      for (const blocked of [10, 11, 12])
        await expect(
          page.getByRole("button", { name: new RegExp(`^${nightName(night(blocked))}: blocked`) }),
        ).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^${nightName(night(13))}: open`) })).toBeVisible();

      // A price for two nights.
      await page.getByRole("button", { name: new RegExp(`^${nightName(night(15))}: open`) }).click();
      await page.getByRole("button", { name: new RegExp(`^${nightName(night(16))}: open`) }).click();
      await page.getByRole("radio", { name: "Set a nightly price" }).check();
      await page.getByLabel(`Nightly price (${home.currency})`).fill("321");
      await apply(page);
      await expect(page.getByRole("status").filter({ hasText: "a night set" })).toHaveText(
        `${money(321, home.currency)} a night set for 2 nights, ${longDate(night(15))} to ${longDate(night(16))}. New quotes use it.`,
      );
      await expect(
        page.getByRole("button", {
          name: `${nightName(night(15))}: open, ${money(321, home.currency)}, a price you set`,
        }),
      ).toBeVisible();
      await shoot(page, testInfo, `${device}-owner-calendar-js`);
      await page
        .getByRole("table", { name: caption })
        .screenshot({ path: testInfo.outputPath(`${device}-owner-calendar-month.png`) });
      await noAxeViolations(page);

      // The calendar file: the three blocked nights as one all-day event.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the calendar (.ics)" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`calendar-${home.id}-${home.slug}.ics`);
      const ics = (await readFile(await download.path(), "utf8")).replaceAll("\r\n ", "");
      expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
      const block = [
        `UID:blocked-${home.id}-${night(10)}@localhost`,
        `DTSTART;VALUE=DATE:${compact(night(10))}`,
        `DTEND;VALUE=DATE:${compact(night(13))}`,
        "SUMMARY:Blocked",
      ];
      const events = ics.split("BEGIN:VEVENT\r\n").slice(1);
      const blockEvent = events.find((event) => event.includes(block[0]!));
      expect(blockEvent, ics).toBeDefined();
      for (const line of block) expect(blockEvent).toContain(`${line}\r\n`);
      expect(events.filter((event) => event.includes("SUMMARY:Blocked"))).toHaveLength(1);
      const file = await page.request.get(`/owner/calendar/${home.id}/calendar.ics`);
      expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(file.headers()["cache-control"]).toBe("private, no-store");

      await guestSees(browser, viewport, true, home, `${device}-js`, testInfo);
    });

    test("without JavaScript: the form blocks, refuses booked nights and prices; a guest cannot book the nights", async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const token = await ownerToken(request);
      const home = await ownersHome(request, token, nth + 1);
      const context = await browser.newContext({ ...viewport, javaScriptEnabled: false });
      await signInAsOwner(context, token);
      const page = await context.newPage();
      // Without ?month, today's month: the nights gone by are greyed, not clickable.
      await page.goto(`/owner/calendar/${home.id}`);
      await expect(
        page.getByRole("table", { name: new RegExp(`^${MONTHS[Number(TODAY.slice(5, 7)) - 1]}`) }),
      ).toBeVisible();
      await shoot(page, testInfo, `${device}-owner-calendar-this-month`);
      await page.goto(`/owner/calendar/${home.id}?month=${MONTH}`);
      await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^${nightName(night(10))}`) })).toHaveCount(0);

      await page.getByLabel("First night").fill(night(10));
      await page.getByLabel("Last night").fill(night(12));
      await apply(page);
      await expect(page.getByRole("status").filter({ hasText: "Blocked" })).toHaveText(
        `Blocked 3 nights, ${longDate(night(10))} to ${longDate(night(12))}. Guests cannot book them.`,
      );
      for (const blocked of [10, 11, 12])
        await expect(page.getByText(`${nightName(night(blocked))}: blocked`, { exact: false })).toBeAttached();

      // A guest books nights 20 and 21; blocking 19 to 21 is refused, naming them, and blocks nothing.
      const booking = await request.post(`${API_URL}/bookings`, {
        headers: { "Idempotency-Key": crypto.randomUUID() },
        form: {
          property_id: String(home.id),
          check_in: night(20),
          check_out: night(22),
          guests: "1",
          first_name: "Gil",
          last_name: "Guest",
          email: `gil-${crypto.randomUUID().slice(0, 8)}@example.com`,
          card_number: "4242424242424242",
        },
      });
      expect(booking.status()).toBe(201);
      await page.goto(`/owner/calendar/${home.id}?month=${MONTH}`);
      await expect(page.getByText(`${nightName(night(20))}: booked`, { exact: false })).toBeAttached();
      await page.getByLabel("First night").fill(night(19));
      await page.getByLabel("Last night").fill(night(21));
      await apply(page);
      await expect(page.getByRole("alert")).toHaveText(
        `2 of these nights are booked: ${nightName(night(20))} and ${nightName(night(21))}. A booked night cannot be blocked, so nothing was blocked.`,
      );
      await expect(page.getByText(`${nightName(night(19))}: open`, { exact: false })).toBeAttached();
      await expect(page.getByLabel("First night")).toHaveValue(night(19));

      // A first night after the last is refused beside the field.
      await page.getByLabel("First night").fill(night(16));
      await page.getByLabel("Last night").fill(night(15));
      await apply(page);
      await expect(page.getByText("The last night cannot be before the first.")).toBeVisible();

      await page.getByLabel("First night").fill(night(15));
      await page.getByLabel("Last night").fill(night(16));
      await page.getByRole("radio", { name: "Set a nightly price" }).check();
      await page.getByLabel(`Nightly price (${home.currency})`).fill("321");
      await apply(page);
      await expect(page.getByRole("status").filter({ hasText: "a night set" })).toHaveText(
        `${money(321, home.currency)} a night set for 2 nights, ${longDate(night(15))} to ${longDate(night(16))}. New quotes use it.`,
      );
      await shoot(page, testInfo, `${device}-owner-calendar-no-js`);
      await context.close();

      await guestSees(browser, viewport, false, home, `${device}-no-js`, testInfo);
    });
  });
}
