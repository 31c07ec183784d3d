import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { cardExpiry, freezeBrowserClock, stayQuery } from "./support/clock";
import { API_URL } from "../playwright.config";

const EXPIRY = cardExpiry();

async function freeHome(request: APIRequestContext, stay: string) {
  const answer = (await (await request.get(`${API_URL}/properties?${stay}&per_page=1&page=2`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  return answer.data.entities[0]!;
}

test("a signed-in owner books: a declined new card keeps the form, the saved card books, confirmation and summary follow", async ({
  page,
  request,
}) => {
  const stay = stayQuery(294, 3);
  const home = await freeHome(request, stay);
  await freezeBrowserClock(page);
  await page.goto(`/login?redirectTo=${encodeURIComponent(`/properties/${home.id}/${home.slug}/checkout?${stay}`)}`);
  await page.getByLabel("Email").fill("2fa@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("6-digit code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Confirm and pay" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Tessa");

  await page.getByLabel("Phone").fill("+351 21 000 0000");
  await expect(page.getByRole("radio", { name: "A new card" })).toBeChecked();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined, and nothing was charged.");
  await expect(page.getByLabel("Phone")).toHaveValue("+351 21 000 0000");
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(EXPIRY);
  await expect(page.getByLabel("Card number")).toHaveValue("");

  // Now the saved card from GET /guest/lineup_payment_methods.
  await page.getByRole("radio", { name: /Visa ending 1881/ }).check();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+\?confirmed=1$/);
  const confirmation = page.getByRole("dialog", { name: "Your stay is booked" });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText(/Reference HB-\d+/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor who is not signed in books with a new card and is confirmed on the page, still signed out", async ({
    page,
    request,
  }) => {
    const stay = stayQuery(322, 2);
    const home = await freeHome(request, stay);
    await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
    await page.getByLabel("First name").fill("Noa");
    await page.getByLabel("Last name").fill("Levi");
    await page.getByLabel("Email").fill(`noa-${Date.now()}@example.com`);
    await page.getByLabel("Phone").fill("+972 3 000 0000");
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry (MM/YY)").fill(EXPIRY);
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
    await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();
    await expect(page.getByText(/^Reference HB-\d+$/)).toBeVisible();
    await expect(page.getByText(/We have emailed the confirmation to noa-\d+@example\.com\./)).toBeVisible();
    // Nobody was signed in on the way.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("auth_token");
  });
});

test("the partner return page says what happened and links back to the property", async ({ page }) => {
  await page.goto(
    "/interhome/failure?reference=IH-2027-0042&status=payment_failed&property_id=12&property_slug=some-home",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking was not completed");
  await expect(page.getByTestId("partner-reference")).toContainText("Reservation IH-2027-0042 is not paid.");
  await expect(page.getByRole("link", { name: "Back to the property" })).toHaveAttribute(
    "href",
    "/properties/12/some-home",
  );
  await page.goto("/interhome/success?reference=<script>");
  await expect(page.getByTestId("partner-reference")).toHaveCount(0);
});
