import { expect, test } from "./support/test";
import { API_URL } from "./fixtures";

test("guest signs in on /login, goes back where they were, and signs out", async ({ page, context }) => {
  await page.goto("/login?redirectTo=%2Fabout-us");
  await page.getByLabel("Email").fill("guest@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That email address and password do not match. Check both and try again.",
  );
  await expect(page.getByLabel("Email")).toHaveValue("guest@example.com");

  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  const token = (await context.cookies()).find((cookie) => cookie.name === "auth_token");
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe("Lax");

  const menu = page.getByRole("banner").getByLabel(/Account menu for Grace Guest/);
  await menu.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")).toBeUndefined();
});

test("a vendor signs in with two-factor", async ({ page }) => {
  await page.goto("/login?type=vendor&redirectTo=%2Fowner-support");
  await expect(page.getByLabel("Owner or agent")).toBeChecked();
  await page.getByLabel("Email").fill("guest@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("This is a guest account");

  await page.getByLabel("Email").fill("2fa@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code does not match");
  await page.getByLabel("6-digit code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/owner-support$/);
  await page
    .getByRole("banner")
    .getByLabel(/Account menu for Tessa Twofactor/)
    .click();
  await expect(page.getByText("Acting as Owner")).toBeVisible();
});

test("an agent who is also an owner signs in as a vendor and switches role", async ({ page }) => {
  await page.goto("/login?type=vendor&redirectTo=%2Froles");
  await page.getByLabel("Email").fill("agent@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByText("Your account has 2 roles.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Owner Publish/ })).toBeChecked();
  await page.getByRole("radio", { name: /^Agent Manage/ }).check();
  await page.getByRole("button", { name: "Use this role" }).click();
  await expect(page).toHaveURL(/\/roles\?saved=1$/);
  await expect(page.getByRole("radio", { name: /^Agent Manage/ })).toBeChecked();
  await page
    .getByRole("banner")
    .getByLabel(/Account menu/)
    .click();
  await expect(page.getByText("Acting as Agent")).toBeVisible();
});

test("quick sign-up says a link was sent, for a new email as for a taken one, and opens the new account", async ({
  page,
  request,
}) => {
  const signUp = async (email: string) => {
    await page.goto("/login?mode=quick-store");
    await page.getByLabel("First name").fill("Nina");
    await page.getByLabel("Last name").fill("Novak");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Create account" }).click();
    const status = page.getByRole("status").filter({ hasText: "We have sent a link to that address" });
    await expect(status).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    return status.textContent();
  };
  const email = `new-${Date.now()}@example.com`;
  const toNewEmail = await signUp(email);
  const toTakenEmail = await signUp("owner@example.com");
  expect(toTakenEmail).toBe(toNewEmail);
  // Nobody was signed in, and the new address has its account (the demo API refuses it again).
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  const again = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: "Nina", last_name: "Novak", email },
  });
  expect(again.status()).toBe(422);
});

test("signing in from the modal carries on with the action (SPEC 4)", async ({ page, request }) => {
  const answer = (await (await request.get(`${API_URL}/properties?per_page=1`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  const property = answer.data.entities[0]!;
  await page.goto(`/properties/${property.id}/${property.slug}`);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.getByRole("link", { name: /Save .* to a wishlist/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill("owner@example.com");
  await dialog.getByLabel("Password").fill("password123");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Save to a wishlist" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/properties/${property.id}/`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in works as a plain form and returns to the page", async ({ page }) => {
    await page.goto("/support");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsupport$/);
    // Another account than the other tests use, so per-account sign-in limits never couple them.
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("banner").getByLabel(/Account menu for Olivia Owner/)).toBeVisible();
  });
});
