import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { demoData } from "./fixtures";

/** Lighthouse's mobile preset: the phone the bench's CLS budget (DESIGN.md, <= 0.02) is measured on. */
const PHONE = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};
/** The banner's distance from the bottom of a phone's viewport (bottom-3). */
const BANNER_GAP = 12;

type Shift = { value: number; moved: string[] };

/**
 * Every layout shift from the start of the page, those right after a change of the viewport
 * included: Chrome marks them as following an input, but Lighthouse counts them for 500 ms after
 * its emulated viewport arrives, and that viewport can arrive after the page's first layout.
 */
function recordShifts(page: Page) {
  return page.evaluate(() => {
    const shifts: Shift[] = [];
    (globalThis as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element
              ? (source.node.getAttribute("aria-label") ?? source.node.tagName)
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const recordedShifts = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { layoutShifts: Shift[] }).layoutShifts);

/** Two animation frames: whatever changed has been laid out and painted, and its shifts reported. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("layout stability of a post on a phone (issue 22)", () => {
  // The first layout for a viewport 120 px taller than the phone's: what Lighthouse's trace of a
  // post showed when it measured a CLS of 0.038 (the banner drawn 120 px lower, then moved up).
  test.use({
    viewport: { width: PHONE.width, height: PHONE.height + 120 },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
  });

  test("the viewport settling after the first layout moves nothing, the cookie banner included", async ({
    page,
    request,
  }) => {
    const { post } = await demoData(request);
    // The page stays as the server sent it until the viewport changes: no script runs before.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });

    await page.goto(`/blog/post/${post.slug}`, { waitUntil: "commit" });
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await recordShifts(page);

    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await painted(page);
    const box = await banner.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height - BANNER_GAP);
    expect(await recordedShifts(page)).toEqual([]);

    releaseScripts();
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
    await painted(page);
    await expect(banner).toBeVisible();
    expect(await recordedShifts(page)).toEqual([]);
  });
});
