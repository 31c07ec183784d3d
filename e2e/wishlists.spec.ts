import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "../playwright.config";

async function aProperty(request: APIRequestContext, page = 3) {
  const answer = (await (await request.get(`${API_URL}/properties?per_page=1&page=${page}`)).json()) as {
    data: { entities: { id: number; slug: string; title: string }[] };
  };
  return answer.data.entities[0]!;
}

test("a guest saves a place to a wishlist from the modal, finds it there and renames the list", async ({
  page,
  request,
}) => {
  const property = await aProperty(request, 40);
  await page.goto("/login?redirectTo=%2F");
  await page.getByLabel("Email").fill("guest@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/properties/${property.id}/${property.slug}`);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.getByRole("link", { name: /Save .* to a wishlist/ }).click();
  const modal = page.getByRole("dialog", { name: "Save to a wishlist" });
  await expect(modal.getByText("Ski week ideas")).toBeVisible();
  await modal.locator("form", { hasText: "Ski week ideas" }).getByRole("button", { name: "Save" }).click();
  await expect(modal.getByRole("status")).toHaveText("Saved to Ski week ideas.");
  await expect(
    modal.locator("form", { hasText: "Ski week ideas" }).getByRole("button", { name: "Saved" }),
  ).toBeDisabled();

  await modal.getByRole("link", { name: "See all wishlists" }).click();
  await page.getByRole("link", { name: /Ski week ideas/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: property.title })).toBeVisible();
  await page.getByLabel("Rename").fill("Mountains 2027");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mountains 2027" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart leads through sign-in to the wishlist chooser, and a new list holds the place", async ({
    page,
    request,
  }) => {
    const property = await aProperty(request, 41);
    await page.goto(`/properties/${property.id}/${property.slug}`);
    await page.getByRole("link", { name: /Save .* to a wishlist/ }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fwishlists%3Fadd%3D${property.id}$`));
    await page.getByLabel("Email").fill("agent@example.com");
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/wishlists\\?add=${property.id}$`));
    await page.getByLabel("New wishlist").fill("Client shortlist");
    await page.getByRole("button", { name: "Create and save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved to Client shortlist.");
  });
});
