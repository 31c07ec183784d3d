import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { API_URL } from "../../playwright.config";
import { cardExpiry } from "./clock";

/**
 * A guest's way to a booking (issue 20, item 2): a home to book, a new guest, the sign-in form,
 * paying at checkout, and axe on the pages on the way (e2e/traveller-journey.spec.ts).
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
