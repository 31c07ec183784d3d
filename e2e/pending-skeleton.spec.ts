import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * Issue 20, item 7: a navigation whose data is slow shows the shape of the page it leads to.
 * The page's data request is held by a route interception until the test lets it go.
 */
async function holdData(page: Page, path: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data") && path.test(url.pathname.replace(/\.data$/, "")),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test("a stay opened from the results: the stay's skeleton while its data is held, then the stay", async ({ page }) => {
  await page.goto("/properties");
  const card = page.locator("main article").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const release = await holdData(page, /^\/properties\/\d+\/[^/]+$/);
  await card.getByRole("link").click();
  const skeleton = page.getByTestId("pending-property");
  await expect(skeleton).toBeVisible();
  await expect(page.getByTestId("pending-search")).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(skeleton).toHaveCount(0);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the search's skeleton while its data is held, still and without a pulse", async ({ page }) => {
    await page.goto("/about-us");
    const release = await holdData(page, /^\/properties$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "All stays" }).click();
    const skeleton = page.getByTestId("pending-search");
    await expect(skeleton).toBeVisible();
    const pulses = await skeleton.evaluate(
      (element) =>
        [...element.querySelectorAll("*")].filter((child) => getComputedStyle(child).animationName !== "none").length,
    );
    expect(pulses).toBe(0);
    release();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(skeleton).toHaveCount(0);
  });
});
