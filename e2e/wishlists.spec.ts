import { expect, test } from "./support/test";
import { API_URL } from "../playwright.config";

/**
 * Saving a place without JavaScript: the heart is a link through sign-in to the wishlist chooser,
 * whose form keeps the place. With JavaScript, the modal's save is e2e/production/accounts.spec.ts's
 * journey; what the wishlist forms post and answer is tests/routes/wishlists.test.ts and notices.test.ts.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart leads through sign-in to the wishlist chooser, and a new list holds the place", async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get(`${API_URL}/properties?per_page=1&page=41`)).json()) as {
      data: { entities: { id: number; slug: string }[] };
    };
    const property = answer.data.entities[0]!;
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
