import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SOCIAL_SITE_URL } from "../playwright.config";
import { demoEnv } from "../scripts/demo-env.js";
import { demoFacebookToken, facebookCalls, stubFacebook, stubGoogle } from "./support/identity-providers";

// The instance with Google sign-in configured; it checks every credential with the demo API's
// stand-ins for Google's key set and Facebook's Graph API, as it would with the real ones. The
// Facebook SDK's wiring is what needs a browser here: which tokens sign in, and as whom, is
// tests/routes/social-sign-in.test.ts; the SDK calls at start and at sign-out are
// tests/client/facebook-session.test.ts; Google's button over https is e2e/production/social-sign-in.spec.ts.
test.use({ baseURL: SOCIAL_SITE_URL });

// Google's button is on every sign-in form of this instance: its script is always a stub, so a
// Facebook journey never waits on (or shows the failure of) the real one. A test's own stub,
// registered later, is the one that answers.
test.beforeEach(async ({ page }) => {
  await stubGoogle(page, "no-google-sign-in-in-this-test");
});

const FACEBOOK_APP_ID = demoEnv().FACEBOOK_APP_ID;

/**
 * A Facebook person of their own for this test, signed in through the site's Facebook button; the
 * SDK says they are still connected to Facebook whenever asked.
 */
async function signInWithFacebook(page: Page) {
  const email = `finn-${crypto.randomUUID()}@example.com`;
  const { accessToken, userId } = await demoFacebookToken(API_URL, {
    app_id: FACEBOOK_APP_ID,
    email,
    first_name: "Finn",
    last_name: "Lund",
  });
  await stubFacebook(page, {
    accessToken,
    userId,
    status: "connected",
    profile: { id: userId, first_name: "Finn", last_name: "Lund", email },
  });
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect(page.getByRole("banner").getByLabel(/Account menu for Finn Lund/)).toBeVisible();
  return { accessToken, userId };
}

const storedFacebookSignIn = (page: Page) => page.evaluate(() => window.localStorage.getItem("facebook_sign_in"));

test("Facebook: a stored sign-in is checked with Facebook when a page starts, and signing out of the site revokes the app's permissions and clears it (SPEC 4)", async ({
  page,
}) => {
  const { accessToken, userId } = await signInWithFacebook(page);
  await expect
    .poll(async () => JSON.parse((await storedFacebookSignIn(page)) ?? "null") as unknown)
    .toMatchObject({ signedIn: true, token: accessToken });
  // A new page in a browser that keeps a Facebook sign-in asks Facebook about it.
  await page.reload();
  await expect.poll(() => facebookCalls(page)).toContainEqual(["getLoginStatus"]);
  await expect(page.getByRole("banner").getByLabel(/Account menu for Finn Lund/)).toBeVisible();

  // Signing out of the site on that page signs out of Facebook too.
  await page
    .getByRole("banner")
    .getByLabel(/Account menu for Finn Lund/)
    .click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect
    .poll(() => facebookCalls(page))
    .toContainEqual([`/${userId}/permissions`, "DELETE", { access_token: accessToken }]);
  await expect.poll(() => storedFacebookSignIn(page)).toBeNull();
});
