import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { shoot } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

const OWNER = "owner@example.com";

/** The demo owner signed in in `context` with a session of its own, and the ids of their properties. */
async function signedInOwner(request: APIRequestContext, context: BrowserContext) {
  const answer = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email: OWNER, password: "password123" },
  });
  expect(answer.status()).toBe(200);
  const token = ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
  const listed = await request.get(`${API_URL}/vendor/properties`, { headers: { Authorization: `Bearer ${token}` } });
  const properties = ((await listed.json()) as { data: { entities: { id: number }[] } }).data.entities;
  return { token, properties: properties.map(({ id }) => id) };
}

/** The session ends the way a revoked or expired token does: the API answers 401 to it from now on. */
async function revoke(request: APIRequestContext, token: string) {
  const answer = await request.post(`${API_URL}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(204);
}

/** Sent to the owners' sign-in on the way back to `path`, the owner signs in there and lands on `path` with the draft. */
async function signInAgain(page: Page, path: string, query: Record<string, string> = {}) {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/login" &&
      url.searchParams.get("type") === "vendor" &&
      url.searchParams.get("redirectTo")?.startsWith(path) === true,
  );
  await expect(
    page.getByRole("status").filter({
      hasText: "Your session ended, so your form was not sent. Sign in again to carry on: we have kept what you typed.",
    }),
  ).toBeVisible();
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === path &&
      /^[\w-]{22}$/.test(url.searchParams.get("draft") ?? "") &&
      Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value),
  );
}

const CHECK_IN_NOTICE =
  "Welcome back. Here is what you typed before your session ended: check it and save the check-in information. The Wi-Fi password and key details are never kept: they show what is saved, so type them again if you changed them.";

/** What the page showed for the secrets before the owner typed: after the sign-in they show it again. */
async function savedSecrets(page: Page) {
  return {
    keyDetails: await page.getByLabel("Key details").inputValue(),
    wifiPassword: await page.getByLabel("Wi-Fi password").inputValue(),
  };
}

async function fillCheckIn(page: Page) {
  await page.getByLabel("Address", { exact: true }).fill("9 Travessa do Resumo, Lisboa");
  await page.getByLabel("How to get in").fill("The blue door by the bakery; the stairs are on the left.");
  await page.getByLabel("Keys").selectOption("lockbox");
  await page.getByLabel("Key details").fill("Lockbox code 8120");
  await page.getByLabel("Contact phone on arrival day").fill("+351 21 000 0777");
  await page.getByLabel("Wi-Fi name").fill("Resumo");
  await page.getByLabel("Wi-Fi password").fill("typed-but-never-kept");
}

async function expectCheckInResumed(page: Page, saved: { keyDetails: string; wifiPassword: string }) {
  await expect(page.getByRole("heading", { level: 1, name: "Check-in information" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: CHECK_IN_NOTICE })).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("9 Travessa do Resumo, Lisboa");
  await expect(page.getByLabel("How to get in")).toHaveValue(
    "The blue door by the bakery; the stairs are on the left.",
  );
  await expect(page.getByLabel("Keys")).toHaveValue("lockbox");
  await expect(page.getByLabel("Contact phone on arrival day")).toHaveValue("+351 21 000 0777");
  await expect(page.getByLabel("Wi-Fi name")).toHaveValue("Resumo");
  // The secrets were not kept: the form shows what is saved for the property.
  await expect(page.getByLabel("Key details")).toHaveValue(saved.keyDetails);
  await expect(page.getByLabel("Wi-Fi password")).toHaveValue(saved.wifiPassword);
}

test.describe("with JavaScript", () => {
  test("check-in information: the API refuses the token when the owner saves; they sign in as an owner and are back on that property's form with what they typed, once", async ({
    page,
    context,
    request,
  }) => {
    const { token, properties } = await signedInOwner(request, context);
    const property = String(properties[1]);
    await page.goto(`/check-in-information?property=${property}`);
    await hydrated(page);
    const saved = await savedSecrets(page);
    await fillCheckIn(page);
    await revoke(request, token);
    await page.getByRole("button", { name: "Save check-in information" }).click();

    await signInAgain(page, "/check-in-information", { property });
    await expectCheckInResumed(page, saved);
    // Read once: the same address again shows what is saved.
    await page.reload();
    await expect(page.getByText("Here is what you typed")).toHaveCount(0);
    await expect(page.getByLabel("Address", { exact: true })).not.toHaveValue("9 Travessa do Resumo, Lisboa");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("check-in information: the session cookie is gone when the owner saves; they sign in and are back on that property's form with what they typed", async ({
    page,
    context,
    request,
  }) => {
    const { properties } = await signedInOwner(request, context);
    const property = String(properties[1]);
    await page.goto(`/check-in-information?property=${property}`);
    const saved = await savedSecrets(page);
    await fillCheckIn(page);
    await context.clearCookies({ name: "auth_token" });
    await page.getByRole("button", { name: "Save check-in information" }).click();

    await signInAgain(page, "/check-in-information", { property });
    await expectCheckInResumed(page, saved);
  });

  test("channel manager: the session cookie is gone when the owner connects; they sign in and the channel manager and account id are back, the API key is not", async ({
    page,
    context,
    request,
  }) => {
    await signedInOwner(request, context);
    await page.goto("/channel-manager-connection");
    await page.getByLabel("Channel manager").selectOption({ label: "Smoobu" });
    await page.getByLabel("Account id").fill("acct-resume-42");
    await page.getByLabel("API key").fill("sk_live_resume_never_kept");
    await context.clearCookies({ name: "auth_token" });
    await page.getByRole("button", { name: "Connect", exact: true }).click();

    await signInAgain(page, "/channel-manager-connection");
    await expect(
      page.getByRole("status").filter({
        hasText:
          "Welcome back. Here is the channel manager and account ID you chose before your session ended. API keys are never kept: enter yours again, then test or connect.",
      }),
    ).toBeVisible();
    await expect(page.getByLabel("Channel manager")).toHaveValue("smoobu");
    await expect(page.getByLabel("Account id")).toHaveValue("acct-resume-42");
    await expect(page.getByLabel("API key")).toHaveValue("");
  });
});

test.describe("a listing's edit page, without JavaScript", () => {
  test.use({ ...DESKTOP, javaScriptEnabled: false });

  test("the session cookie is gone when the owner saves a step; they sign in and are back on that listing's step with what they typed, once", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { properties } = await signedInOwner(request, context);
    const property = properties[2]!;
    const path = `/owner/listings/${property}`;
    await page.goto(`${path}?step=basics`);
    const savedTitle = await page.getByLabel("Title").inputValue();
    await page.getByLabel("Title").fill("Typed Before The Session Ended");
    await page.getByLabel("Summary").fill("A summary typed before the session ended, kept for after the sign-in.");
    await context.clearCookies({ name: "auth_token" });
    await page.getByRole("button", { name: "Save changes" }).click();

    await signInAgain(page, path, { step: "basics" });
    await expect(
      page.getByRole("status").filter({
        hasText:
          "Welcome back. Here is what you typed before your session ended: check it and save the step again. Pictures are never kept: add them again.",
      }),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Typed Before The Session Ended");
    await expect(page.getByLabel("Summary")).toHaveValue(
      "A summary typed before the session ended, kept for after the sign-in.",
    );
    // Nothing was saved on the way: the page's heading is the saved title.
    await expect(page.getByRole("heading", { level: 1, name: savedTitle })).toBeVisible();
    await shoot(page, testInfo, "edit-resumed-1280");
    await page.setViewportSize({ width: PHONE.viewport.width, height: PHONE.viewport.height });
    await shoot(page, testInfo, "edit-resumed-360");
    // Read once: the same address again shows what is saved.
    await page.reload();
    await expect(page.getByText("Here is what you typed")).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue(savedTitle);
  });
});
