import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, type TestInfo, expect } from "@playwright/test";
import { API_URL } from "../../playwright.config";
import { cardExpiry, day } from "./clock";

/**
 * A guest's way through a booking and after it (issue 20, item 2), shared by e2e/trips.spec.ts
 * (straight to checkout) and e2e/traveller-journey.spec.ts (from the search with the map).
 */

/** A policy that refunds everything this far ahead (docs/api.md: 100% from 14 days). */
export const FOURTEEN_DAYS = "Free cancellation up to 14 days before arrival; no refund after that.";

export interface Home {
  id: number;
  slug: string;
  title: string;
}

/** A home free for the stay (the API's first `among` answers to the query) with the 14-day policy. */
export async function freeHomeWithPolicy(request: APIRequestContext, query: string, among = 40): Promise<Home> {
  const answer = await request.get(`${API_URL}/properties?${query}&per_page=${among}`);
  const { entities } = ((await answer.json()) as { data: { entities: Home[] } }).data;
  for (const home of entities) {
    const details = (await (await request.get(`${API_URL}/properties/${home.id}`)).json()) as {
      data: { cancellation_policy: string };
    };
    if (details.data.cancellation_policy === FOURTEEN_DAYS) return home;
  }
  throw new Error(`no free home with the 14-day policy for ${query}`);
}

/** A guest account of the test's own, with a password, so its trips are only this test's. */
export async function newGuest(request: APIRequestContext, name: string) {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: "Tam", last_name: "Traveller", email, password: "trips-password" },
  });
  expect(answer.status()).toBe(200);
  return { email, password: "trips-password" };
}

export async function signIn(page: Page, email: string, password: string, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** axe runs in the page, so only where the page runs scripts. */
export async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(found, page.url()).toEqual([]);
}

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A signed-in guest on the checkout page pays by card and lands on the booking. */
export async function payAtCheckout(page: Page, javaScriptEnabled: boolean) {
  await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
  await page.getByLabel("Phone").fill("+44 20 0000 0000");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+/);
  if (javaScriptEnabled) {
    const confirmation = page.getByRole("dialog", { name: "Your stay is booked" });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button", { name: "OK" }).click();
  }
}

const compact = (isoDay: string) => isoDay.replaceAll("-", "");

/**
 * From a new booking's page: find it in My trips, open it, download its calendar file, read its
 * receipt, cancel it after seeing the refund (the 14-day policy, far ahead: everything back).
 */
export async function tripAfterBooking(
  page: Page,
  testInfo: TestInfo,
  { home, from, nights, javaScriptEnabled }: { home: Home; from: number; nights: number; javaScriptEnabled: boolean },
) {
  const mode = javaScriptEnabled ? "js" : "no-js";
  const bookingId = Number(/\/bookings\/(\d+)/.exec(page.url())![1]);
  const reference = (await page.getByText(/^Reference HB-\d+$/).textContent())!.replace("Reference ", "");
  const total = (await page.getByTestId("booking-total").textContent())!;

  // My trips, from the account menu.
  await page.goto("/");
  await page.locator('summary[aria-label^="Account menu"]').click();
  await page.getByRole("link", { name: "My trips" }).click();
  await expect(page.getByRole("heading", { name: "My trips", level: 1 })).toBeVisible();
  const upcoming = page.getByRole("region", { name: /Upcoming/ });
  await expect(upcoming.getByRole("link", { name: home.title })).toBeVisible();
  await expect(upcoming.getByText(`Reference ${reference}`)).toBeVisible();
  await shoot(page, testInfo, `trips-${mode}`);
  if (javaScriptEnabled) await noAxeViolations(page);

  // Its booking page.
  await upcoming.getByRole("link", { name: home.title }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByRole("heading", { name: home.title, level: 1 })).toBeVisible();
  await expect(page.getByText(FOURTEEN_DAYS)).toBeVisible();
  await expect(page.getByText(`If you cancel today: You get a full refund: ${total}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: home.title })).toHaveAttribute(
    "href",
    `/properties/${home.id}/${home.slug}`,
  );
  await shoot(page, testInfo, `booking-${mode}`);
  if (javaScriptEnabled) await noAxeViolations(page);

  // The calendar file, downloaded as the guest does.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
  const ics = await readFile(await download.path(), "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(ics).toContain(`\r\nUID:booking-${bookingId}@localhost\r\n`);
  expect(ics).toContain(`\r\nDTSTART;VALUE=DATE:${compact(day(from))}\r\n`);
  expect(ics).toContain(`\r\nDTEND;VALUE=DATE:${compact(day(from + nights))}\r\n`);
  expect(ics.replaceAll("\r\n ", "")).toContain(`SUMMARY:Stay at ${home.title}`);
  expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  const file = await page.request.get(`/bookings/${bookingId}/calendar.ics`);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(file.headers()["cache-control"]).toBe("private, no-store");

  // The receipt, on screen and as printed.
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { name: "Receipt", level: 1 })).toBeVisible();
  const receipt = page.locator("[data-receipt] article");
  await expect(receipt).toContainText(reference);
  await expect(receipt).toContainText(home.title);
  await expect(receipt.getByTestId("booking-total")).toHaveText(total);
  await expect(receipt).toContainText("Tam Traveller");
  if (javaScriptEnabled) await noAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to the booking" })).toBeHidden();
  await shoot(page, testInfo, `receipt-print-${mode}`);
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "Back to the booking" }).click();

  // Cancel: the refund first, then the confirmation.
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await expect(page.getByTestId("cancel-refund")).toHaveText(total);
  await expect(page.getByText(`You get a full refund: ${total}.`)).toBeVisible();
  await shoot(page, testInfo, `cancel-${mode}`);
  if (javaScriptEnabled) await noAxeViolations(page);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(`is refunded to your card`)).toContainText(`${total} (100%)`);
  await expect(page.getByTestId("booking-refund")).toHaveText(total);
  await expect(page.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
  await expect(page.getByText("Your booking is cancelled.").first()).toBeVisible();
  await shoot(page, testInfo, `cancelled-${mode}`);

  // A second cancel is refused.
  await page.goto(`/bookings/${bookingId}/cancel`);
  await expect(page.getByText("This booking is already cancelled.")).toBeVisible();

  // My trips lists it as cancelled now.
  await page.goto("/trips");
  const cancelled = page.getByRole("region", { name: /Cancelled/ });
  await expect(cancelled.getByRole("link", { name: home.title })).toBeVisible();
  await expect(cancelled.getByText(`Cancelled · refund ${total}`)).toBeVisible();
  await expect(page.getByRole("region", { name: /Upcoming/ }).getByText("No trips booked yet.")).toBeVisible();
}
