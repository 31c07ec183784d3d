import { randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { cardExpiry, stayQuery } from "./support/clock";

/**
 * A session that ends while the visitor fills in checkout, with JavaScript: the form is sent by a
 * fetch, answered by the way to sign in, and after signing in the visitor is back on checkout with
 * what they typed. The drafts themselves (what is kept, once, for whom, without JavaScript, and
 * for /profile) are tests/routes/form-resume.test.ts.
 */

const EXPIRY = cardExpiry();

/** A new guest of the demo API with a password (its own sign-in limits), signed in in `context`. */
async function signedInGuest(request: APIRequestContext, context: BrowserContext, firstName: string) {
  const email = `resume-${randomUUID()}@example.com`;
  const answer = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: firstName, last_name: "Resume", email, password: "password123" },
  });
  expect(answer.status()).toBe(200);
  const token = ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
  return { email, token };
}

/** The session ends the way a revoked or expired token does: the API answers 401 to it from now on. */
async function revoke(request: APIRequestContext, token: string) {
  const answer = await request.post(`${API_URL}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(204);
}

async function freeHome(request: APIRequestContext, stay: string) {
  const answer = (await (await request.get(`${API_URL}/properties?${stay}&per_page=1&page=3`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  return answer.data.entities[0]!;
}

/** Sent to the sign-in page on the way back to `path`, the visitor signs in there. */
async function signInAgain(page: Page, path: string, email: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("redirectTo")?.startsWith(path) === true,
  );
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText: "Your session ended, so your form was not sent. Sign in again to carry on: we have kept what you typed.",
    }),
  ).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === path && /^[\w-]{22}$/.test(url.searchParams.get("draft") ?? ""),
  );
}

async function fillCheckout(page: Page) {
  await page.getByLabel("First name").fill("Catarina");
  await page.getByLabel("Phone").fill("+351 21 000 0042");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("checkbox").check();
}

/** Back on checkout: what was typed, except the card number and CVC. */
async function expectCheckoutResumed(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText:
        "Welcome back. Here is what you typed before your session ended. Card numbers and CVCs are never kept: to pay with a new card, enter them again.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Catarina");
  await expect(page.getByLabel("Last name")).toHaveValue("Resume");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("+351 21 000 0042");
  await expect(page.getByRole("radio", { name: "A new card" })).toBeChecked();
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(EXPIRY);
  await expect(page.getByRole("checkbox")).toBeChecked();
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expect(page.getByLabel("CVC")).toHaveValue("");
}

test.describe("with JavaScript", () => {
  test("checkout: the API refuses the token at booking; the visitor signs in and is back on checkout with what they typed", async ({
    page,
    context,
    request,
  }) => {
    const { email, token } = await signedInGuest(request, context, "Cato");
    const stay = stayQuery(341, 2);
    const home = await freeHome(request, stay);
    const path = `/properties/${home.id}/${home.slug}/checkout`;
    await page.goto(`${path}?${stay}`);
    await expect(page.getByLabel("First name")).toHaveValue("Cato");
    await fillCheckout(page);
    await revoke(request, token);
    await page.getByRole("button", { name: /^Pay .* and book$/ }).click();

    await signInAgain(page, path, email);
    await expectCheckoutResumed(page, email);
  });
});
