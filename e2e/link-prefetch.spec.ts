import { type Page, type Request, type Route } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { expect, test } from "./support/test";
import { demoData } from "./fixtures";
import { pauseBrowserClock } from "./support/clock";

/**
 * Pages are prefetched on link intent through React Router's <PrefetchPageLinks>, at most five at
 * a time (SPEC 9; app/components/intent-prefetch.tsx). The browser's clock stands still, so a
 * hover lasts exactly as long as the test says: the intent delay is React Router's 100 ms.
 */

const pathOf = (request: Request) => new URL(request.url()).pathname;
/** A page's data as React Router asks for it: /contact-us.data, perhaps with ?_routes=... */
const isData = (request: Request) => pathOf(request).endsWith(".data");

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

function recordRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${pathOf(request)}${isData(request) ? " (data)" : ""}`));
  return requests;
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

test("a pointer passing over a link for less than 100 ms prefetches nothing", async ({ page }) => {
  await openHydrated(page, "/about-us");
  const requests = recordRequests(page);
  await pointAt(page, "footer a[href='/contact-us']", 60);
  await page.mouse.move(0, 0);
  await page.clock.runFor(500);
  // A link pointed at afterwards is prefetched: by then an intent for the first would have been.
  const control = page.waitForRequest((request) => pathOf(request) === "/categories.data");
  await pointAt(page, "footer a[href='/categories']");
  await control;
  expect(requests.filter((request) => request.includes("contact-us"))).toEqual([]);
});

test("nothing is prefetched for the checkout nor for a link marked data-no-preload", async ({ page, request }) => {
  const { property } = await demoData(request);
  const checkout = `/properties/${property.id}/${property.slug}/checkout`;
  await openHydrated(page, "/about-us");
  // Two links of the kinds the site must not prefetch, the checkout's route discovered as a
  // <Link>'s would be, so that only the rule keeps React Router from prefetching it.
  let checkoutDiscovered = false;
  page.on("requestfinished", (finished) => {
    const url = new URL(finished.url());
    if (url.pathname === "/__manifest" && (url.searchParams.get("paths") ?? "").includes("/checkout"))
      checkoutDiscovered = true;
  });
  await page.evaluate((href) => {
    for (const [to, name, marked] of [
      [href, "Book it", false],
      ["/contact-us", "Write to us", true],
    ] as const) {
      const anchor = document.createElement("a");
      anchor.href = to;
      anchor.textContent = name;
      anchor.dataset.discover = "true";
      if (marked) anchor.dataset.noPreload = "";
      document.querySelector("main")?.prepend(anchor);
    }
  }, checkout);
  // React Router looks for new links 100 ms after the document last changed.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return checkoutDiscovered;
    })
    .toBe(true);

  const requests = recordRequests(page);
  await pointAt(page, "main a[href$='/checkout']");
  await pointAt(page, "main a[data-no-preload]");
  const control = page.waitForRequest((request) => pathOf(request) === "/categories.data");
  await pointAt(page, "footer a[href='/categories']");
  await control;
  expect(requests.filter((request) => request.includes("checkout") || request.includes("contact-us"))).toEqual([]);
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
