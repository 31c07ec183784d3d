import { type Page, type Request, type Route } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/test";
import { pauseBrowserClock } from "./support/clock";

/**
 * Pages are prefetched on link intent through React Router's <PrefetchPageLinks>, at most five at
 * a time (SPEC 9; app/components/intent-prefetch.tsx). The browser's clock stands still, so a
 * hover lasts exactly as long as the test says: the intent delay is React Router's 100 ms. Which
 * links prefetch, after how long, and the slots' order are tested in Vitest:
 * tests/client/link-intent.test.ts, tests/client/prefetch-slots.test.ts.
 */

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The page hydrated, and the routes its links lead to discovered (React Router's /__manifest). */
async function openHydrated(page: Page, path: string) {
  await pauseBrowserClock(page);
  const discovered = page.waitForResponse((response) => pathOf(response.request()) === "/__manifest");
  await page.goto(path);
  await hydrated(page);
  await discovered;
}

/** Points at a link for `ms` of the page's time, then moves the pointer away from every link. */
async function pointAt(page: Page, selector: string, ms = 100) {
  await page.locator(selector).hover();
  await page.clock.runFor(ms);
}

test("pointing at a link fetches that page's data and route module before the click", async ({ page }) => {
  await openHydrated(page, "/about-us");
  const data = page.waitForRequest((request) => pathOf(request) === "/contact-us.data");
  const code = page.waitForRequest((request) => /^\/assets\/contact-us-[\w-]+\.js$/.test(pathOf(request)));
  await pointAt(page, "footer a[href='/contact-us']");
  await Promise.all([data, code]);

  await page.locator("footer a[href='/contact-us']").click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("eight links pointed at in quick succession: at most five prefetches at once, every page once", async ({
  page,
}) => {
  const held: Route[] = [];
  const prefetched: string[] = [];
  let inFlight = 0;
  let most = 0;
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => {
      held.push(route);
      prefetched.push(pathOf(route.request()));
      inFlight += 1;
      most = Math.max(most, inFlight);
    },
  );
  const release = async (route: Route) => {
    inFlight -= 1;
    await route.continue();
  };

  await openHydrated(page, "/about-us");
  const pages = [
    "/properties",
    "/destinations",
    "/categories",
    "/blog",
    "/contact-us",
    "/publish-my-property",
    "/upload-my-pricing",
    "/sitemap",
  ];
  for (const path of pages) await pointAt(page, `footer a[href='${path}']`);

  await expect.poll(() => held.length).toBe(5);
  expect(prefetched).toEqual(pages.slice(0, 5).map((path) => `${path}.data`));

  // Each answer that ends frees a slot for the next page in line, in the order pointed at.
  await release(held[1]!);
  await expect.poll(() => held.length).toBe(6);
  expect(prefetched[5]).toBe("/publish-my-property.data");
  await release(held[0]!);
  await expect.poll(() => held.length).toBe(7);
  await release(held[2]!);
  await expect.poll(() => held.length).toBe(8);
  for (const route of held.slice(3)) await release(route);

  expect(most).toBe(5);
  expect([...prefetched].sort()).toEqual(pages.map((path) => `${path}.data`).sort());
});
