import { freezeBrowserClock, stayQuery } from "../support/clock";
import { hydrated } from "../support/hydration";
import { expect, test } from "./fixtures";
import { TWO_FACTOR_CODE, cacheStatus, demoHome, expectSignedInAs, signIn } from "./helpers";

// Through https://localhost:<port>: nginx terminates TLS, Varnish passes, an instance answers.
// Every form here is a POST whose Origin is https://...; the instance sees http from Varnish and
// must rebuild the https URL from the trusted X-Forwarded-* headers (TRUST_PROXY) to accept it.

test("a guest signs in over https and saves a place to a wishlist; nothing personal comes from the cache", async ({
  page,
  context,
  stack,
}) => {
  const home = await demoHome(stack.apiUrl, { page: 40 });
  await signIn(page, "guest@example.com", "/");
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, /Account menu for Grace Guest/);
  const token = (await context.cookies()).find((cookie) => cookie.name === "auth_token");
  expect(token?.secure).toBe(true);
  expect(token?.httpOnly).toBe(true);

  const propertyPage = await page.goto(`/properties/${home.id}/${home.slug}`);
  expect(cacheStatus(propertyPage!.headers())).toBe("PASS");
  expect(propertyPage!.headers()["cache-control"]).toContain("private");
  await hydrated(page);
  await page.getByRole("link", { name: /Save .* to a wishlist/ }).click();
  const modal = page.getByRole("dialog", { name: "Save to a wishlist" });
  const list = modal.locator("form", { hasText: "Ski week ideas" });
  await list.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByRole("status")).toHaveText("Saved to Ski week ideas.");

  await modal.getByRole("link", { name: "See all wishlists" }).click();
  await page.getByRole("link", { name: /Ski week ideas/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: home.title })).toBeVisible();
});

test("a vendor signs in with two-factor over https and books with the saved card", async ({ page, stack }) => {
  const stay = stayQuery(294, 3);
  const home = await demoHome(stack.apiUrl, { page: 2, stay });
  await freezeBrowserClock(page);
  await signIn(page, "2fa@example.com", `/properties/${home.id}/${home.slug}/checkout?${stay}`);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(TWO_FACTOR_CODE);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Tessa");

  await page.getByLabel("Phone").fill("+351 21 000 0000");
  await page.getByRole("radio", { name: /Visa ending 1881/ }).check();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+\?confirmed=1$/);
  const confirmation = page.getByRole("dialog", { name: "Your stay is booked" });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText(/Reference HB-\d+/)).toBeVisible();
});

test("logging out ends the session at the API: the old cookie, replayed, shows a signed-out page", async ({
  page,
  context,
  stack,
}) => {
  await signIn(page, "owner@example.com", "/about-us");
  await expect(page).toHaveURL(/\/about-us$/);
  await expectSignedInAs(page, /Account menu for Olivia Owner/);
  const cookie = (await context.cookies()).find((each) => each.name === "auth_token");
  expect(cookie?.value).toMatch(/^demo\.2\./);

  await page
    .getByRole("banner")
    .getByLabel(/Account menu for Olivia Owner/)
    .click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await context.cookies()).find((each) => each.name === "auth_token")).toBeUndefined();
  // The API itself no longer accepts the token: a copy is worth nothing anywhere.
  const profile = await fetch(`${stack.apiUrl}/vendor/agents/show_lean`, {
    headers: { Authorization: `Bearer ${cookie!.value}` },
  });
  expect(profile.status).toBe(401);

  // Someone replays the old cookie: through nginx, Varnish and an instance, a signed-out page.
  await context.addCookies([cookie!]);
  const replayed = await page.goto("/about-us");
  expect(replayed!.status()).toBe(200);
  expect(cacheStatus(replayed!.headers())).toBe("PASS");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("banner").getByLabel(/Account menu for/)).toHaveCount(0);
  expect((await context.cookies()).find((each) => each.name === "auth_token")).toBeUndefined();
});
