import { type Page, devices } from "@playwright/test";
import { expect, test } from "./support/test";
import { stayQuery } from "./support/clock";
import { freeHome } from "./support/stay-changes";

/** Issue 20, item 7: the cookie banner on a 360 px phone covers no link, button or field. */
const PHONE = {
  userAgent: devices["Pixel 5"].userAgent,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * Every interactive element whose centre is in the viewport and whose centre the banner is on
 * top of (elementFromPoint there lands in the banner), named by its text or label.
 */
function coveredByBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const banner = document.querySelector('section[aria-label="Cookie consent"]');
    if (!banner) throw new Error("no cookie banner");
    const interactive = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    );
    const covered: string[] = [];
    for (const element of interactive) {
      if (banner.contains(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && banner.contains(hit)) {
        covered.push(`${element.tagName} ${(element.textContent || element.getAttribute("aria-label") || "").trim()}`);
      }
    }
    return covered;
  });
}

/** The banner at the top of the page and at its very end: what it covers there. */
async function coveredAtTopAndEnd(page: Page) {
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Accept all" })).toBeInViewport();
  const top = await coveredByBanner(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const end = await coveredByBanner(page);
  return { top, end };
}

test.describe("the cookie banner on a 360 px phone", () => {
  test.use(PHONE);

  test("one row: its words and both buttons side by side, no taller than a button and its padding", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    const [box, essential, accept] = await Promise.all([
      banner.boundingBox(),
      banner.getByRole("button", { name: "Essential only" }).boundingBox(),
      banner.getByRole("button", { name: "Accept all" }).boundingBox(),
    ]);
    expect(box && box.height).toBeLessThanOrEqual(64);
    expect(essential && accept && Math.round(essential.y)).toBe(accept && Math.round(accept.y));
  });

  test("covers nothing on home", async ({ page }) => {
    await page.goto("/");
    expect(await coveredAtTopAndEnd(page)).toEqual({ top: [], end: [] });
  });

  test("covers nothing on a property", async ({ page, request }) => {
    const stay = stayQuery(460, 2);
    const home = await freeHome(request, stay);
    await page.goto(`/properties/${home.id}/${home.slug}?${stay}`);
    expect(await coveredAtTopAndEnd(page)).toEqual({ top: [], end: [] });
  });

  // The search form and the checkout's summary run past the first screen: the banner floats over
  // their middle there (issue 20's report), never over the page's main button or its end.
  test("search: not the Search button, nothing at the end, above the tab bar", async ({ page }) => {
    await page.goto("/properties");
    const covered = await coveredAtTopAndEnd(page);
    expect(covered.end).toEqual([]);
    expect(covered.top.filter((name) => name.startsWith("BUTTON") || name.startsWith("A Explore"))).toEqual([]);
  });

  test("checkout: nothing at the end, where the pay button is", async ({ page, request }) => {
    const stay = stayQuery(462, 2);
    const home = await freeHome(request, stay);
    await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
    const covered = await coveredAtTopAndEnd(page);
    expect(covered.end).toEqual([]);
    expect(covered.top.filter((name) => name.startsWith("BUTTON"))).toEqual([]);
  });
});

// From 640 px the banner is wider and lower, and until 1024 px the property page's reserve bar
// is still there: the banner floats above it there too.
test.describe("the cookie banner on an 800 px tablet", () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test("covers nothing on a property, its reserve bar included", async ({ page, request }) => {
    const stay = stayQuery(464, 2);
    const home = await freeHome(request, stay);
    await page.goto(`/properties/${home.id}/${home.slug}?${stay}`);
    await expect(page.getByRole("link", { name: "Reserve" })).toBeInViewport();
    expect(await coveredAtTopAndEnd(page)).toEqual({ top: [], end: [] });
  });
});
