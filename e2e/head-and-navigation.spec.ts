import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";

test("head links: canonical keeps whitelisted parameters sorted, alternates and amphtml", async ({ page }) => {
  await page.goto("/about-us?utm_source=mail&sort=price_asc&guests=2&page=1&destination=lisbon");
  const canonical = `${SITE_URL}/about-us?destination=lisbon&guests=2&sort=price_asc`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('link[rel="amphtml"]')).toHaveAttribute(
    "href",
    `${SITE_URL}/amp/about-us?destination=lisbon&guests=2&sort=price_asc`,
  );
  await expect(page).toHaveTitle(/^About us \| Hideaways$/);
});

test("an /amp page's canonical is its bare URL", async ({ page }) => {
  await page.goto("/amp/support");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/support`);
  await expect(page.locator('link[rel="amphtml"]')).toHaveCount(0);
});

test("page_view is pushed on first load and after each client navigation", async ({ page }) => {
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  const first = await page.evaluate(() => window.dataLayer);
  expect(first).toEqual([{ event: "page_view", page_path: "/about-us", route_name: "about-us" }]);

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

test("the /amp route name matches the bare one", async ({ page }) => {
  await page.goto("/amp/privacy-policy");
  await expect
    .poll(() => page.evaluate(() => window.dataLayer?.[0]))
    .toEqual({
      event: "page_view",
      page_path: "/amp/privacy-policy",
      route_name: "privacy-policy",
    });
});

test("a path with underscores is replaced by the hyphenated one (server 301)", async ({ request }) => {
  const response = await request.get("/terms_and_conditions?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/terms-and-conditions?x=1");
});

test("a client navigation to an underscore path is a replace navigation to the hyphenated path", async ({ page }) => {
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBe(1);
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

test("route rules redirect, keeping the query", async ({ request }) => {
  const help = await request.get("/help?topic=payment", { maxRedirects: 0 });
  expect(help.status()).toBe(301);
  expect(help.headers()["location"]).toBe("/support?topic=payment");
  const ampHelp = await request.get("/amp/faq", { maxRedirects: 0 });
  expect(ampHelp.headers()["location"]).toBe("/amp/support");
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
