import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Which picture the page's HTML names first, fetched first and not lazily, is tested on the build:
// tests/server/first-load-more.test.ts. These check which width the browser then downloads.

/**
 * The first result card's picture once the browser has settled on a width from its srcset, and
 * the size in bytes of that file beside the largest width the card offers.
 *
 * Settled: the browser may pick again once its layout is done, so the width is awaited.
 */
async function firstCardPicture(page: Page, settledWidth: string) {
  const picture = page.locator("main article img").first();
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete ? new URL(img.currentSrc).searchParams.get("w") : "loading",
      ),
    )
    .toBe(settledWidth);
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const largest = chosen.replace(/w=\d+$/, "w=1200");
  const [file, desktopFile] = await Promise.all([page.request.get(chosen), page.request.get(largest)]);
  return {
    type: file.headers()["content-type"],
    lighter: (await file.body()).length < (await desktopFile.body()).length,
  };
}

test.describe("a phone 360 px wide at 2x", () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("downloads the card picture at 800 px, not the desktop's largest", async ({ page }) => {
    // Reached by a link, not loaded first: Chromium's phone emulation parses a loaded page at the
    // 980 px layout width of pages without a viewport meta before it applies ours, so a first
    // load sometimes keeps the picture chosen for 980 px (1200) in emulation only. A page rendered
    // in the browser after a link is chosen for the viewport the visitor has.
    await page.goto("/about-us");
    await page.getByRole("link", { name: "Find a stay" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    expect(await firstCardPicture(page, "800")).toEqual({ type: "image/webp", lighter: true });
  });
});

test.describe("a desktop 1280 px wide at 1x", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test("a card a third of the page wide comes at 480 px", async ({ page }) => {
    await page.goto("/properties");
    expect(await firstCardPicture(page, "480")).toEqual({ type: "image/webp", lighter: true });
  });
});
