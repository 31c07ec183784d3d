import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`blog with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("list, page 2, a post, its category, back", async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Travel blog" })).toBeVisible();
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(12);

      const pagination = page.getByRole("navigation", { name: "Travel blog pages" });
      await expect(pagination.locator('a[rel="next"]')).toHaveAttribute("href", "/blog?page=2");
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
  });
}

test("destination guides list only guides and link to /destinations/post/", async ({ page }) => {
  await page.goto("/destinations");
  await expect(page.getByRole("heading", { level: 1, name: "Destination guides" })).toBeVisible();
  const links = page.getByRole("article").getByRole("link");
  for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))) {
    expect(href).toMatch(/^\/destinations\/post\//);
  }
});

test("skeleton cards show while the next page loads (SPEC 4 loading flag)", async ({ page }) => {
  await page.goto("/blog");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
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

test("a post's head has article metadata and JSON-LD BlogPosting and BreadcrumbList", async ({ page }) => {
  await page.goto("/destinations/post/lisbon-travel-guide");
  await expect(page).toHaveTitle("Lisbon travel guide | Hideaways");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => (JSON.parse(node.textContent ?? "{}") as { "@type"?: string })["@type"]),
    );
  expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
});

test("the hostile demo post renders harmless", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/blog/post/packing-list-for-a-summer-rental");
  await expect(page.getByText("Bring a reusable water bottle")).toBeVisible();
  await page.getByText("Bring a reusable water bottle").click();
  await expect(page.locator("main script")).toHaveCount(0);
  await expect(page.locator("main [onclick]")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
