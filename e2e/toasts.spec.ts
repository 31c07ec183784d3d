import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { API_URL } from "./fixtures";
import { cardExpiry, freezeBrowserClock, stayQuery } from "./support/clock";

/**
 * Toasts confirm what a visitor just did (issue 18; SPEC 3, 4, 9): profile saved, wishlist
 * created, renamed and added to, booking made, signed out, and a sign-out forced by the API (409)
 * with why. With JavaScript the toast appears in the polite live list "Notifications"; without
 * it the page the form answers with (or leads to) holds the same words, once.
 */

/** The site's live list of toasts. */
const toasts = (page: Page) => page.getByRole("list", { name: "Notifications" });

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${API_URL}/guest/login_json`, { form: { email, password: "password123" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
}

/** A guest account of the test's own (nothing shared with other tests), signed in in `context`. */
async function signedInNewGuest(context: BrowserContext, request: APIRequestContext) {
  const email = `toasts-${crypto.randomUUID()}@example.com`;
  const created = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: "Tove", last_name: "Toast", email, password: "password123" },
  });
  expect(created.status()).toBe(200);
  const token = await tokenFor(request, email);
  await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
  return token;
}

async function newWishlist(request: APIRequestContext, token: string, name: string): Promise<number> {
  const answer = await request.post(`${API_URL}/guest/wishlists`, {
    form: { name },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

async function freeHome(request: APIRequestContext, stay: string, page: number) {
  const answer = await request.get(`${API_URL}/properties?${stay}&per_page=1&page=${page}`);
  return ((await answer.json()) as { data: { entities: { id: number; slug: string }[] } }).data.entities[0]!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "with JavaScript: a toast" : "without JavaScript: the same words in the page",
    () => {
      test.use({ javaScriptEnabled });

      test("profile saved", async ({ page, context, request }) => {
        await signedInNewGuest(context, request);
        await page.goto("/profile");
        await page.getByLabel("Phone").fill("+45 33 00 00 00");
        await page.getByRole("button", { name: "Save profile" }).click();
        await expect(toasts(page).getByText("Your profile is saved.")).toBeVisible();
        await expect(toasts(page)).toHaveAttribute("aria-live", "polite");
      });

      test("wishlist created", async ({ page, context, request }) => {
        await signedInNewGuest(context, request);
        await page.goto("/wishlists");
        await page.getByLabel("New wishlist").fill("Winter sun");
        await page.getByRole("button", { name: "Create wishlist" }).click();
        await expect(toasts(page).getByText("Your new wishlist is ready.")).toBeVisible();
        await expect(page.getByRole("link", { name: /Winter sun/ })).toBeVisible();
      });

      test("wishlist renamed", async ({ page, context, request }) => {
        const token = await signedInNewGuest(context, request);
        const id = await newWishlist(request, token, "Coast");
        await page.goto(`/wishlists/${id}`);
        await page.getByLabel("Rename").fill("Coast and islands");
        await page.getByRole("button", { name: "Save name" }).click();
        await expect(toasts(page).getByText("Your wishlist is renamed.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: "Coast and islands" })).toBeVisible();
      });

      test("added to a wishlist", async ({ page, context, request }) => {
        const token = await signedInNewGuest(context, request);
        const id = await newWishlist(request, token, "Cabins");
        const home = await freeHome(request, "", 6);
        await page.goto(`/wishlists?add=${home.id}`);
        await page.getByRole("button", { name: "Save here" }).click();
        await expect(page).toHaveURL(new RegExp(`/wishlists/${id}$`));
        await expect(toasts(page).getByText("The place is saved to your wishlist.")).toBeVisible();
      });

      test("booking made", async ({ page, context, request }) => {
        await signedInNewGuest(context, request);
        const stay = stayQuery(javaScriptEnabled ? 338 : 342, 2);
        const home = await freeHome(request, stay, 5);
        await freezeBrowserClock(page);
        await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
        await page.getByLabel("Phone").fill("+45 33 00 00 00");
        await page.getByLabel("Card number").fill("4242 4242 4242 4242");
        await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
        await page.getByLabel("CVC").fill("123");
        await page.getByRole("checkbox").check();
        await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
        await expect(page).toHaveURL(/\/bookings\/\d+\?confirmed=1$/);
        await expect(
          toasts(page).getByText("Your stay is booked. The confirmation is on its way to your inbox."),
        ).toBeVisible();
      });

      test("signed out", async ({ page, context, request }) => {
        await signedInNewGuest(context, request);
        await page.goto("/about-us");
        await page.getByRole("banner").getByLabel("Account menu for Tove Toast").click();
        await page.getByRole("button", { name: "Sign out" }).click();
        await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
        await expect(toasts(page).getByText("You are signed out. See you soon!")).toBeVisible();
      });
    },
  );
}

/**
 * The demo's solo@example.com keeps one session (docs/api.md, "A session replaced"): signing in
 * again elsewhere makes the API answer 409 to the browser's token. One test at a time, as both
 * sign in to that one account.
 */
test.describe("a sign-out forced by the API (409), with why", () => {
  test.describe.configure({ mode: "serial" });
  const WHY =
    "You have been signed out because your session is no longer valid (it may have been replaced by a newer sign-in). Please sign in again.";

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("the next page signs the visitor out and says why", async ({ page, context, request }) => {
        const token = await tokenFor(request, "solo@example.com");
        await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
        await page.goto("/about-us");
        await expect(page.getByRole("banner").getByLabel("Account menu for Sasha Solo")).toBeVisible();

        // A newer sign-in to the same account, somewhere else.
        await tokenFor(request, "solo@example.com");
        await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
        await expect(page).toHaveURL(/\/contact-us$/);
        await expect(toasts(page).getByText(WHY)).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
      });
    });
  }
});
