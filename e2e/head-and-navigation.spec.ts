import { expect, test } from "./support/test";

/**
 * What the browser does with the page's head and its navigations: the page_view events, a client
 * navigation replaced by its hyphenated address, the inlined stylesheet kept through navigations.
 * The rendered head links: tests/routes/head-links.test.ts; the server's redirects:
 * tests/foundation/middleware.test.ts and tests/lib/navigation.test.ts.
 */

test("page_view is pushed on first load and after each client navigation", async ({ page }) => {
  // The first page_view is how page.goto knows the page has hydrated (e2e/support/hydration.ts).
  await page.goto("/about-us");
  expect(await page.evaluate(() => window.dataLayer)).toEqual([
    { event: "page_view", page_path: "/about-us", route_name: "about-us" },
  ]);

  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBe(2);
  const events = await page.evaluate(() => window.dataLayer);
  expect(events?.[1]).toEqual({
    event: "page_view",
    page_path: "/terms-and-conditions",
    route_name: "terms-and-conditions",
  });
});

test("a client navigation to an underscore path is a replace navigation to the hyphenated path", async ({ page }) => {
  await page.goto("/about-us");
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate("/privacy_policy");
  });
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await page.evaluate(() => history.length)).toBe(before);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the stylesheet travels in the page: no request for it, and it stays through client navigations", async ({
  page,
}) => {
  const stylesheetRequests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/app-[\w-]+\.css$/.test(request.url())) stylesheetRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const styled = () => page.evaluate(() => getComputedStyle(document.querySelector("footer")!).borderTopStyle);

  await page.goto("/about-us");
  await expect(page.locator("style[data-href^='/assets/app-']")).toHaveCount(1);
  expect(await styled()).toBe("solid");

  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("style[data-href^='/assets/app-']")).toHaveCount(1);
  await expect(page.locator("link[rel='stylesheet'][href^='/assets/app-']")).toHaveCount(0);
  expect(await styled()).toBe("solid");
  expect(stylesheetRequests).toEqual([]);
  expect(errors).toEqual([]);
});
