import { expect, test } from "./support/test";
import { API_URL } from "../playwright.config";

// Two-factor as a challenge in the browser, with JavaScript and without: the password step sets
// the challenge cookie and the code step sends it back. twostep@example.com is these tests' own
// account (2 sign-in attempts each), so the per-account limit never couples them with the others.
// The plain forms are the one browser path of the code step without JavaScript; the modal is the
// one of signing in from it (a fetcher) and carrying on with the action that asked for it.
const EMAIL = "twostep@example.com";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("two-factor works as plain forms: the challenge is an HttpOnly, Strict cookie until the code signs in", async ({
    page,
    context,
  }) => {
    await page.goto("/login?type=vendor&redirectTo=%2Fowner-support");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveCount(0);
    const challenge = (await context.cookies()).find((cookie) => cookie.name === "two_factor_challenge");
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect((await context.cookies()).find((cookie) => cookie.name === "auth_token")).toBeUndefined();

    await page.getByLabel("6-digit code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/owner-support$/);
    await expect(page.getByRole("banner").getByLabel(/Account menu for Theo Twostep/)).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "two_factor_challenge")).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === "auth_token")).toBeDefined();
  });
});

test("two-factor in the sign-in modal (a fetcher): the code step signs in and the action carries on", async ({
  page,
  request,
}) => {
  const answer = (await (await request.get(`${API_URL}/properties?per_page=1&page=3`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  const property = answer.data.entities[0]!;
  // `goto` returns once the page has hydrated, so the link opens the modal, not the sign-in page.
  await page.goto(`/properties/${property.id}/${property.slug}`);
  await page.getByRole("link", { name: /Save .* to a wishlist/ }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
  await dialog.getByLabel("Email").fill(EMAIL);
  await dialog.getByLabel("Password").fill("password123");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await dialog.getByLabel("6-digit code").fill("123456");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Save to a wishlist" })).toBeVisible();
});
