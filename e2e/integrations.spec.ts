import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pauseBrowserClock } from "./support/clock";
import { SITE_URL } from "../playwright.config";

const GTM = /https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-E2ETEST/;

async function stubTagManager(page: Page) {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__gtmStubLoaded = true;" });
  });
  return requests;
}

test("no tag manager request before consent, whatever the visitor does", async ({ page }) => {
  const requests = await stubTagManager(page);
  await page.clock.install();
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.mouse.move(100, 100);
  await page.mouse.wheel(0, 400);
  await page.clock.runFor(5000);
  expect(requests).toEqual([]);
});

test("after consent, the tag manager loads 2 s after the first interaction, once, after the queued page_view", async ({
  page,
  context,
}) => {
  const requests = await stubTagManager(page);
  await context.addCookies([{ name: "cookie_consent", value: "granted", url: SITE_URL }]);
  await pauseBrowserClock(page);
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.clock.runFor(5000);
  expect(requests).toEqual([]);
  await page.mouse.move(120, 140);
  await page.clock.runFor(1900);
  expect(requests).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toMatch(GTM);
  await page.mouse.move(300, 300);
  await page.keyboard.press("Tab");
  await page.clock.runFor(5000);
  expect(requests).toHaveLength(1);
  const events = (await page.evaluate(() => window.dataLayer)) as { event?: string }[];
  expect(events.map((event) => event.event)).toEqual(["page_view", "gtm.js"]);
});

test("a visitor who scrolled before accepting gets the tag manager 2 s after accepting, with no other interaction", async ({
  page,
  context,
}) => {
  const requests = await stubTagManager(page);
  await page.clock.install();
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.mouse.wheel(0, 400);
  await page.clock.runFor(5000);
  expect(requests).toEqual([]);
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "cookie_consent")?.value)
    .toBe("granted");
  // Nothing moves from here on: the container comes from the consent alone, 2 s after it.
  await page.clock.runFor(1000);
  expect(requests).toEqual([]);
  await page.clock.runFor(5000);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toMatch(GTM);
  const events = (await page.evaluate(() => window.dataLayer)) as { event?: string }[];
  expect(events.filter((event) => event.event === "gtm.js")).toHaveLength(1);
});

test("the server exposes the build id the browser bundle was made with, for the new-build check", async ({
  request,
}) => {
  const response = await request.get("/build.json");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { build } = (await response.json()) as { build: string };
  // A content hash (scripts/build-id.js), the same in every instance built from the same sources.
  expect(build).toMatch(/^[0-9a-f]{16}$/);
  const html = await (await request.get("/about-us")).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w-]+\.js/g))];
  const bundles = await Promise.all(scripts.map(async (path) => (await request.get(path)).text()));
  expect(bundles.filter((code) => code.includes(`"${build}"`))).toHaveLength(1);
});

test("a chunk that fails to load reloads the page once, not twice within 10 s", async ({ page }) => {
  await page.route(/\/assets\/login-forms-[\w-]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await page.goto("/about-us");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  const before = loads;
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect.poll(() => loads).toBe(before + 1);
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  expect(loads).toBe(before + 1);
});

test("pointing at a link preloads that page's code before the click", async ({ page }) => {
  await page.goto("/");
  // The intent listener exists once the app has hydrated, which the first page_view shows.
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  const preload = page.waitForRequest(/\/assets\/about-us-[\w-]+\.js$/);
  await page.locator("footer a[href='/about-us']").first().hover();
  const request = await preload;
  expect(request.url()).toMatch(/about-us/);
});
