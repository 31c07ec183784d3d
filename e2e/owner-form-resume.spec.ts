import { expect, test } from "./support/test";
import { apiData } from "./support/demo-api";
import { DEMO_PASSWORD, ROLES } from "./support/roles";

/**
 * An owner's form whose session ended while they typed, in a browser without JavaScript: the
 * check-in information form, as rendered, posts what was typed; the owner signs in again through
 * the owners' sign-in and is back on that property's form with it. The other owner forms, the
 * API refusing the token, what is kept and for how long: tests/routes/owner-form-resume.test.ts;
 * the same with JavaScript: form-resume.spec.ts.
 */

test.use({ signedInAs: "owner", javaScriptEnabled: false });

test("check-in information: the session cookie is gone when the owner saves; they sign in and are back on that property's form with what they typed", async ({
  page,
  context,
  request,
}) => {
  const { entities } = await apiData<{ entities: { id: number }[] }>(request, "/vendor/properties", "owner");
  const property = String(entities[1]!.id);
  await page.goto(`/check-in-information?property=${property}`);
  // What the page shows for the secrets: never kept, so shown again after the sign-in.
  const keyDetails = await page.getByLabel("Key details").inputValue();
  const wifiPassword = await page.getByLabel("Wi-Fi password").inputValue();
  await page.getByLabel("Address", { exact: true }).fill("9 Travessa do Resumo, Lisboa");
  await page.getByLabel("How to get in").fill("The blue door by the bakery; the stairs are on the left.");
  await page.getByLabel("Keys").selectOption("lockbox");
  await page.getByLabel("Key details").fill("Lockbox code 8120");
  await page.getByLabel("Contact phone on arrival day").fill("+351 21 000 0777");
  await page.getByLabel("Wi-Fi name").fill("Resumo");
  await page.getByLabel("Wi-Fi password").fill("typed-but-never-kept");
  // Only this browser's cookie: the run's session stays valid at the API for the other tests.
  await context.clearCookies({ name: "auth_token" });
  await page.getByRole("button", { name: "Save check-in information" }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/login" &&
      url.searchParams.get("type") === "vendor" &&
      url.searchParams.get("redirectTo")?.startsWith("/check-in-information") === true,
  );
  await expect(
    page.getByRole("status").filter({
      hasText: "Your session ended, so your form was not sent. Sign in again to carry on: we have kept what you typed.",
    }),
  ).toBeVisible();
  await page.getByLabel("Email").fill(ROLES.owner.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/check-in-information" &&
      url.searchParams.get("property") === property &&
      /^[\w-]{22}$/.test(url.searchParams.get("draft") ?? ""),
  );

  await expect(page.getByRole("heading", { level: 1, name: "Check-in information" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText:
        "Welcome back. Here is what you typed before your session ended: check it and save the check-in information. The Wi-Fi password and key details are never kept: they show what is saved, so type them again if you changed them.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("9 Travessa do Resumo, Lisboa");
  await expect(page.getByLabel("How to get in")).toHaveValue(
    "The blue door by the bakery; the stairs are on the left.",
  );
  await expect(page.getByLabel("Keys")).toHaveValue("lockbox");
  await expect(page.getByLabel("Contact phone on arrival day")).toHaveValue("+351 21 000 0777");
  await expect(page.getByLabel("Wi-Fi name")).toHaveValue("Resumo");
  // The secrets were not kept: the form shows what is saved for the property.
  await expect(page.getByLabel("Key details")).toHaveValue(keyDetails);
  await expect(page.getByLabel("Wi-Fi password")).toHaveValue(wifiPassword);
});
