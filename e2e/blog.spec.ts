import { expect, test } from "./support/test";

/**
 * The travel blog with JavaScript (SPEC 7): its pages, a post and its category reached by
 * client-side navigation, history included, and the skeleton while a page's data is on its way.
 * What the server writes for each page (the cards, the pagination's links, the breadcrumb, the
 * current category, the guides' links, a post's head and its cleaned body) is tested in Vitest:
 * tests/routes/blog-pages-rendered.test.ts.
 */

test("list, page 2, a post, its category, back", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Travel blog" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);

  const pagination = page.getByRole("navigation", { name: "Travel blog pages" });
  await pagination.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Travel blog pages" }).locator('a[rel="prev"]')).toBeVisible();

  const firstTitle = (await page.getByRole("article").first().getByRole("heading").textContent()) ?? "";
  await page.getByRole("article").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  await expect(page.locator("time").first()).toHaveText(/ago|yesterday|last/);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  const categoryName = (await breadcrumb.getByRole("link").nth(2).textContent()) ?? "";
  await breadcrumb.getByRole("link").nth(2).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
  await expect(page.getByRole("link", { name: categoryName, exact: true })).toHaveAttribute("aria-current", "page");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
});

test("skeleton cards show while the next page loads (SPEC 4 loading flag)", async ({ page }) => {
  await page.goto("/blog");
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/blog\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Travel blog pages" }).locator('a[rel="next"]').click();
  await expect(page.getByTestId("post-skeletons")).toBeVisible();
  release();
  await expect(page.getByTestId("post-skeletons")).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(12);
});
