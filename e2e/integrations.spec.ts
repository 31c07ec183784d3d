import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pauseBrowserClock } from "./support/clock";
import { hydrated } from "./support/hydration";
import { SITE_URL } from "../playwright.config";

/**
 * The browser integrations started after hydration (app/client/use-browser-integrations.ts) in a
 * real browser: the lazy tag manager behind the consent, and the reload after a chunk fails to
 * load. Their timing rules are tests/client/tag-manager.test.ts and
 * tests/foundation/browser-integrations.test.ts; the build id the new-build check compares,
 * tests/server/build-id-served.test.ts.
 */

const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-E2ETEST$/;

async function stubTagManager(page: Page) {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__gtmStubLoaded = true;" });
  });
  return requests;
}

/**
 * The tag manager as the page itself records it: the data layer's events and the container's
 * script elements. The container's start event and its script are added together, at the moment
 * the loader runs (app/client/tag-manager.ts), so with the browser's clock paused they show
 * whether it has run, where the script's request would only come a moment later.
 */
function tagManagerState(page: Page) {
  return page.evaluate(() => ({
    events: (window.dataLayer ?? []).map((event) => (event as { event?: string }).event),
    scripts: document.querySelectorAll('script[src*="googletagmanager.com"]').length,
  }));
}

const NOT_LOADED = { events: ["page_view"], scripts: 0 };
const LOADED = { events: ["page_view", "gtm.js"], scripts: 1 };

test("after consent, the tag manager loads 2 s after the first interaction, once, after the queued page_view", async ({
  page,
  context,
}) => {
  const requests = await stubTagManager(page);
  await context.addCookies([{ name: "cookie_consent", value: "granted", url: SITE_URL }]);
  await pauseBrowserClock(page);
  await page.goto("/about-us");
  await page.clock.runFor(5000);
  expect(await tagManagerState(page)).toEqual(NOT_LOADED);

  // A key press is handled before Playwright's press returns; the page's clock does not move meanwhile.
  await page.keyboard.press("Shift");
  await page.clock.runFor(1900);
  expect(await tagManagerState(page)).toEqual(NOT_LOADED);
  await page.clock.runFor(200);
  expect(await tagManagerState(page)).toEqual(LOADED);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toMatch(GTM);

  await page.mouse.move(300, 300);
  await page.keyboard.press("Tab");
  await page.clock.runFor(5000);
  expect(await tagManagerState(page)).toEqual(LOADED);
  expect(requests).toHaveLength(1);
});

test("without consent nothing loads, whatever the visitor does; accepting later loads it with no other interaction", async ({
  page,
}) => {
  const requests = await stubTagManager(page);
  await pauseBrowserClock(page);
  // The privacy policy says which choice the page has: the root data the tag manager is given.
  await page.goto("/privacy-policy");
  await page.mouse.move(100, 100);
  await page.mouse.wheel(0, 400);
  await page.keyboard.press("Shift");
  await page.clock.runFor(5000);
  expect(await tagManagerState(page)).toEqual(NOT_LOADED);
  expect(requests).toEqual([]);

  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept all" }).click();
  await expect(page.locator("#cookies").getByRole("status")).toHaveText(
    "Your current choice: You allow analytics and monitoring cookies.",
  );
  // From the consent on, the container comes from the interaction before it (2 s after the consent,
  // to the millisecond in tests/client/tag-manager.test.ts): the page's clock moves until it has.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return tagManagerState(page);
    })
    .toEqual(LOADED);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toMatch(GTM);
});

test("a chunk that fails to load reloads the page once, not twice within 10 s", async ({ page }) => {
  await page.route(/\/assets\/login-forms-[\w-]+\.js$/, (route) => route.abort());
  // Each reload this page asks for, counted when it asks: the Navigation API announces it at once.
  await page.addInitScript(() => {
    const counted = window as unknown as { reloadsAsked: number; navigation?: EventTarget };
    counted.reloadsAsked = 0;
    counted.navigation?.addEventListener("navigate", (event) => {
      if ((event as Event & { navigationType?: string }).navigationType === "reload") counted.reloadsAsked += 1;
    });
  });
  const errorPages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("[error-page]")) errorPages.push(message.text());
  });
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await page.goto("/about-us");
  const before = loads;
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect.poll(() => loads).toBe(before + 1);
  await hydrated(page);
  errorPages.length = 0;

  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  // The error page's effect logs this line and then decides on a reload, in the same turn: by now
  // a reload would have been asked for.
  await expect.poll(() => errorPages.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { reloadsAsked: number }).reloadsAsked)).toBe(0);
  expect(loads).toBe(before + 1);
});
