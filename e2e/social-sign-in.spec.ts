import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, GOOGLE_CLIENT_ID, SOCIAL_SITE_URL } from "../playwright.config";
import { demoEnv } from "../scripts/demo-env.js";
import {
  demoFacebookToken,
  demoGoogleToken,
  facebookCalls,
  forgedGoogleToken,
  stubFacebook,
  stubGoogle,
} from "./support/identity-providers";

// The instance with Google sign-in configured; it checks every credential with the demo API's
// stand-ins for Google's key set and Facebook's Graph API, as it would with the real ones.
test.use({ baseURL: SOCIAL_SITE_URL });

// Google's button is on every sign-in form of this instance: its script is always a stub, so a
// Facebook journey never waits on (or shows the failure of) the real one. A test's own stub,
// registered later, is the one that answers.
test.beforeEach(async ({ page }) => {
  await stubGoogle(page, "no-google-sign-in-in-this-test");
});

const FACEBOOK_APP_ID = demoEnv().FACEBOOK_APP_ID;

test("Google: a token the provider signed signs the visitor in and goes back where they were", async ({
  page,
  context,
}) => {
  // A new person each run (the demo API makes the account), so no sign-in limit is shared with other tests.
  const email = `gia-${crypto.randomUUID()}@example.com`;
  await stubGoogle(
    page,
    await demoGoogleToken(API_URL, { client_id: GOOGLE_CLIENT_ID, email, given_name: "Gia", family_name: "Rossi" }),
  );
  await page.goto("/login?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("banner").getByLabel(/Account menu for Gia Rossi/)).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")?.httpOnly).toBe(true);
});

test("Google: a token forged by hand is refused on the sign-in page and signs no one in", async ({ page, context }) => {
  await stubGoogle(page, forgedGoogleToken(GOOGLE_CLIENT_ID, "guest@example.com"));
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Login was unsuccessful! We could not verify your Google sign-in. Please try again.",
  );
  await expect(page).toHaveURL(/\/login\/facebook/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")).toBeUndefined();
});

test("Facebook: a token Facebook issued to this app signs the visitor in as Facebook's person", async ({ page }) => {
  const { accessToken, userId } = await demoFacebookToken(API_URL, {
    app_id: FACEBOOK_APP_ID,
    email: `fay-${crypto.randomUUID()}@example.com`,
    first_name: "Fay",
    last_name: "Berg",
  });
  // What the SDK tells the page is only shown there: the site asks Facebook itself.
  await stubFacebook(page, {
    accessToken,
    userId,
    profile: {
      id: userId,
      first_name: "Someone",
      last_name: "Else",
      email: `someone-${crypto.randomUUID()}@example.com`,
    },
  });
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("banner").getByLabel(/Account menu for Fay Berg/)).toBeVisible();
});

test("Facebook: made-up-facebook-token is refused and signs no one in", async ({ page, context }) => {
  await stubFacebook(page, {
    accessToken: "made-up-facebook-token",
    userId: "1",
    profile: { id: "1", first_name: "Mia", last_name: "Made-Up", email: `mia-${crypto.randomUUID()}@example.com` },
  });
  await page.goto("/login/facebook");
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Login was unsuccessful! We could not verify your Facebook sign-in. Please try again.",
  );
  expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")).toBeUndefined();
});

/** A Facebook person of their own for this test, signed in through the site's Facebook button. */
async function signInWithFacebook(page: Page, status: "unknown" | "connected" = "unknown") {
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
    status,
    profile: { id: userId, first_name: "Finn", last_name: "Lund", email },
  });
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Facebook" }).click();
  await expect(page.getByRole("banner").getByLabel(/Account menu for Finn Lund/)).toBeVisible();
  return { accessToken, userId };
}

const storedFacebookSignIn = (page: Page) => page.evaluate(() => window.localStorage.getItem("facebook_sign_in"));

test("Facebook: signing out of the site revokes the app's permissions and clears the stored sign-in (SPEC 4)", async ({
  page,
}) => {
  const { accessToken, userId } = await signInWithFacebook(page);
  expect(JSON.parse((await storedFacebookSignIn(page)) ?? "null")).toMatchObject({
    signedIn: true,
    token: accessToken,
  });
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

test("Facebook: at start, a stored sign-in is checked with Facebook, and signed out of once the site session is gone (SPEC 4)", async ({
  page,
  context,
}) => {
  const { accessToken, userId } = await signInWithFacebook(page, "connected");
  await page.reload();
  await expect(page.getByRole("banner").getByLabel(/Account menu for Finn Lund/)).toBeVisible();
  await expect.poll(() => facebookCalls(page)).toContainEqual(["getLoginStatus"]);
  expect(await storedFacebookSignIn(page)).not.toBeNull();
  // The site's session ends while the page is closed (a sign-out without JavaScript, say).
  await context.clearCookies({ name: "auth_token" });
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect
    .poll(() => facebookCalls(page))
    .toContainEqual([`/${userId}/permissions`, "DELETE", { access_token: accessToken }]);
  await expect.poll(() => storedFacebookSignIn(page)).toBeNull();
});
