import { DEMO_GOOGLE_CLIENT_ID } from "../../scripts/demo-env.js";
import { demoGoogleToken, stubGoogle } from "../support/identity-providers";
import { expect, test } from "./fixtures";
import { expectSignedInAs } from "./helpers";

// Through https://localhost:<port>: nginx, Varnish, then either instance. Each instance checks a
// Google ID token against the key set of this stack's demo API (GOOGLE_JWKS_URL, fetched by that
// instance when it first needs it) before it asks the API to sign anyone in. A forged token's
// refusal: tests/routes/social-sign-in.test.ts ('a forged Google token signs no one in').

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
