import type { Browser, Page } from "@playwright/test";
import { cardExpiry, stayQuery } from "../support/clock";
import { hydrated } from "../support/hydration";
import { expect, test } from "./fixtures";
import { cacheStatus, homeFreeFor } from "./helpers";

/** A visitor of their own (no cookie shared with the other); each page load is waited on to hydrate. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  return context.newPage();
}

async function book(page: Page, name: string) {
  await page.getByLabel("First name").fill(name);
  await page.getByLabel("Last name").fill("Visitor");
  await page.getByLabel("Email").fill(`${name.toLowerCase()}-${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("+351 21 000 0000");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
}

/** The idempotency keys the page's forms carry (none when the key is made when the form is posted). */
function keysOn(page: Page): Promise<string[]> {
  return page
    .locator('input[name="idempotency_key"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("two anonymous visitors on the same checkout each get their own key and their own booking", async ({
  browser,
  baseURL,
  stack,
}) => {
  // The same page for both: what a shared cache would hand the second visitor is exactly what
  // the first one got.
  const stay = stayQuery(150, 2);
  const otherStay = stayQuery(160, 2);
  const home = await homeFreeFor(stack.apiUrl, stay, otherStay, 3);
  const checkout = `/properties/${home.id}/${home.slug}/checkout?${stay}`;
  const [first, second] = [await visitor(browser, baseURL), await visitor(browser, baseURL)];

  for (const page of [first, second]) {
    const response = await page.goto(checkout);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(cacheStatus(response!.headers())).not.toBe("HIT");
    await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
    await hydrated(page);
  }
  const [firstKeys, secondKeys] = [await keysOn(first), await keysOn(second)];
  for (const key of firstKeys) expect(secondKeys).not.toContain(key);
  // Each visitor's checkout secret (the other half of the key) reaches the checkout through the
  // cache: opening the page again keeps it instead of making a new one.
  const secretOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === "checkout_secret")?.value;
  const firstSecret = await secretOf(first);
  expect(firstSecret).toBeTruthy();
  expect(await secretOf(second)).not.toBe(firstSecret);
  await first.reload();
  await expect(first.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
  await hydrated(first);
  expect(await secretOf(first)).toBe(firstSecret);

  // A visitor who is not signed in is confirmed on the checkout page itself (docs/decisions/011).
  const referenceOn = async (page: Page) => {
    const reference = page.getByText(/^Reference HB-\d+$/);
    await expect(reference).toBeVisible();
    return reference.textContent();
  };
  await book(first, "Ana");
  const firstBooking = await referenceOn(first);

  // The demo API refuses a second booking of the same nights, so the second visitor's own
  // answer is that refusal; with the first visitor's key it would have been the first booking.
  await book(second, "Ben");
  await expect(second.getByRole("alert")).toContainText(
    "is no longer available: some of its nights were booked or closed by the host.",
  );
  await expect(second.getByText(firstBooking!)).toHaveCount(0);

  // The second visitor books other nights from the same kind of page: a booking of their own.
  await second.goto(`/properties/${home.id}/${home.slug}/checkout?${otherStay}`);
  await hydrated(second);
  await book(second, "Ben");
  expect(await referenceOn(second)).not.toBe(firstBooking);

  await Promise.all([first.context().close(), second.context().close()]);
});
