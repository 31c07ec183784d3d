import { expect, test } from "./support/test";
import { API_URL, BOT_USER_AGENT } from "./fixtures";

test.describe("error page (SPEC 2)", () => {
  test("an unmatched route shows 'Oops!' with status 404 and the SPEC title", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not Found | Hideaways");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Error 404 - Page not found");
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Looks like this page is on vacation.")).toBeVisible();
    const home = page.getByRole("link", { name: "No stress, click here to get back to where you need to be!" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    await expect(page.locator('img[src="/images/suitcase.svg"]')).toBeVisible();
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", "error");
  });

  test("the back chevron goes home", async ({ page }) => {
    await page.goto("/amp/nowhere-at-all");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Oops!" })).toHaveCount(0);
  });

  test("legacy /checkout without id and slug is a fatal 404 error page", async ({ page }) => {
    const response = await page.goto("/checkout?slug=only-a-slug");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  });
});

test.describe("a page not found offers somewhere to go (issue 20, item 7)", () => {
  test.use({ javaScriptEnabled: false });

  test("a search box and the popular destinations, the status still 404; the search works without JavaScript", async ({
    page,
    request,
  }) => {
    const listed = (await (await request.get(`${API_URL}/destinations?page=1&per_page=24`)).json()) as {
      data: { entities: { slug: string; name: string; country: string }[] };
    };
    const first = listed.data.entities[0];
    expect(first).toBeDefined();

    const response = await page.goto("/no-such-place-to-stay");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Looks like this page is on vacation.")).toBeVisible();
    const places = page.getByRole("navigation", { name: "Popular destinations" }).getByRole("link");
    await expect(places).toHaveCount(8);
    await expect(places.first()).toHaveText(`${first?.name}, ${first?.country}`);
    await expect(places.first()).toHaveAttribute("href", `/rentals/${first?.slug}`);

    const search = page.getByRole("search", { name: "Search stays" });
    await search.getByLabel("Or search for a stay").fill(first?.name ?? "");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      `/properties?destination=${encodeURIComponent(first?.name ?? "").replace(/%20/g, "+")}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a 404 of another kind (a post that does not exist) keeps the search box", async ({ page }) => {
    const response = await page.goto("/blog/post/no-such-post-at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("search", { name: "Search stays" })).toBeVisible();
  });
});

test.describe("error page on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  });

  test("uses the mobile-details layout", async ({ page }) => {
    const response = await page.goto("/missing-on-mobile");
    expect(response?.status()).toBe(404);
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", "mobile-details");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  });
});

test.describe("bots (SPEC 2)", () => {
  test.use({ userAgent: BOT_USER_AGENT });

  test("get no error page, the same status, and no shell extras", async ({ page }) => {
    const response = await page.goto("/no-page-for-bots");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops!")).toHaveCount(0);
    await expect(page.locator('[data-layout="bot"]')).toHaveCount(1);
  });

  test("get pages in the bot layout without modals, banner or overlay", async ({ page }) => {
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-layout="bot"]')).toHaveCount(1);
    await expect(page.locator("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });
});
