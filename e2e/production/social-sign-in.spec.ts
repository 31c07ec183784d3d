import { DEMO_GOOGLE_CLIENT_ID } from "../../scripts/demo-env.js";
import { demoGoogleToken, forgedGoogleToken, stubGoogle } from "../support/identity-providers";
import { expect, test } from "./fixtures";
import { expectSignedInAs } from "./helpers";

// Through https://localhost:<port>: nginx, Varnish, then either instance. Each instance checks a
// Google ID token against the key set of this stack's demo API (GOOGLE_JWKS_URL, fetched by that
// instance when it first needs it) before it asks the API to sign anyone in.

test("a Google token forged by hand is refused over https, and the visitor stays signed out", async ({
  page,
  context,
}) => {
  await stubGoogle(page, forgedGoogleToken(DEMO_GOOGLE_CLIENT_ID, "guest@example.com"));
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Login was unsuccessful! We could not verify your Google sign-in. Please try again.",
  );
  await expect(page).toHaveURL(/\/login\/facebook/);
  expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")).toBeUndefined();
  await page.goto("/about-us");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a Google token the provider signed signs the visitor in over https", async ({ page, context, stack }) => {
  // A new person (the demo API makes the account), so no sign-in limit is shared with other tests.
  const email = `gia-${crypto.randomUUID()}@example.com`;
  await stubGoogle(
    page,
    await demoGoogleToken(stack.apiUrl, {
      client_id: DEMO_GOOGLE_CLIENT_ID,
      email,
      given_name: "Gia",
      family_name: "Rossi",
    }),
  );
  await page.goto("/login/facebook?redirectTo=%2Fabout-us");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expectSignedInAs(page, /Account menu for Gia Rossi/);
  const token = (await context.cookies()).find((cookie) => cookie.name === "auth_token");
  expect(token?.secure).toBe(true);
});
