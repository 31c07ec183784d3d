import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { API_URL } from "./fixtures";

/**
 * Toasts confirm what a visitor just did (issue 18; SPEC 3, 4, 9), and say why the API ended a
 * session. What needs a browser is the toast itself, with JavaScript: a notice left by an action
 * or by a refused session shows in the polite live list "Notifications". Each confirmation's words
 * and the pages that hold them without JavaScript are tests/session/session-notice.test.ts,
 * tests/routes/notices.test.ts, booking-made-notice.test.ts and session-conflict.test.ts.
 */

/** The site's live list of toasts. */
const toasts = (page: Page) => page.getByRole("list", { name: "Notifications" });

test.describe("with JavaScript", () => {
  test.describe("signed in as the demo guest", () => {
    test.use({ signedInAs: "guest" });

    test("a saved profile is confirmed by a toast in the polite live list", async ({ page }) => {
      await page.goto("/profile");
      // Saved as it is: the shared guest account stays as every other test knows it.
      await expect(page.getByLabel("Phone")).toHaveValue("+44 20 7946 0958");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(toasts(page).getByText("Your profile is saved.")).toBeVisible();
      await expect(toasts(page)).toHaveAttribute("aria-live", "polite");
    });
  });

  /**
   * The demo's solo@example.com keeps one session (docs/api.md, "A session replaced"): signing in
   * again elsewhere makes the API answer 409 to the browser's token. This test's own sessions, from
   * the API: the shared ones of e2e/support/roles.ts must stay valid.
   */
  test("a sign-out forced by the API (409): the next page signs the visitor out and says why", async ({
    page,
    context,
    request,
  }) => {
    const signIn = async () => {
      const answer = await request.post(`${API_URL}/guest/login_json`, {
        form: { email: "solo@example.com", password: "password123" },
      });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
    };
    await context.addCookies([{ name: "auth_token", value: await signIn(), url: SITE_URL }]);
    await page.goto("/about-us");
    await expect(page.getByRole("banner").getByLabel("Account menu for Sasha Solo")).toBeVisible();

    // A newer sign-in to the same account, somewhere else.
    await signIn();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(
      toasts(page).getByText(
        "You have been signed out because your session is no longer valid (it may have been replaced by a newer sign-in). Please sign in again.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
