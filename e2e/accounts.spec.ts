import { expect, test } from "./support/test";

/**
 * The sign-in page as a plain form, without JavaScript. With JavaScript, /login is the traveller's
 * way in in e2e/traveller-journey.spec.ts (and over https in e2e/production/accounts.spec.ts), the
 * modal in e2e/two-factor.spec.ts; what the forms answer is tested in Vitest
 * (tests/routes/login.test.ts, two-factor.test.ts, vendor-sign-in-refused.test.ts, roles-page.test.ts).
 */
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
