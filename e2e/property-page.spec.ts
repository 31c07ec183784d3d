import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, devices } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";

/**
 * The property page (issue 20, item 4) with JavaScript: the full-screen gallery, the reviews'
 * next page, sharing, axe, and on a phone the reserve bar that takes the visitor to the booking
 * box; on a 360 px phone and a 1280 px desktop. What the server writes (the photos as links, the
 * reviews and their order, Share as an email, the reserve bar's words, the booking form) is
 * tested in Vitest: tests/routes/property-page-rendered.test.ts.
 */

const PHONE = {
  userAgent: devices["Pixel 5"].userAgent,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };

interface Home {
  id: number;
  slug: string;
  title: string;
  review_count: number;
  images: { url: string; alt: string }[];
}

/** A home of the demo with more than two pages of reviews and more than five photos. */
async function wellReviewedHome(request: APIRequestContext): Promise<Home> {
  const answer = (await (await request.get(`${API_URL}/properties?per_page=60`)).json()) as {
    data: { entities: Home[] };
  };
  const home = answer.data.entities.find((entity) => entity.review_count > 12 && entity.images.length > 5);
  if (!home) throw new Error("the demo has no home with 13 reviews and 6 photos");
  return home;
}

/** The page ran its scripts: the share button, which needs them, is shown. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

for (const { name, use } of [
  { name: "360 px phone", use: PHONE },
  { name: "1280 px desktop", use: DESKTOP },
]) {
  test.describe(`the property page on a ${name}`, () => {
    test.use(use);

    test.beforeEach(async ({ context }) => {
      // The visitor answered the cookie banner on an earlier page.
      await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    });

    test("a photo opens the full-screen gallery: keys, swipe and buttons move it, the counter follows, Escape gives the focus back", async ({
      page,
      request,
    }) => {
      const home = await wellReviewedHome(request);
      const count = home.images.length;
      await page.goto(`/properties/${home.id}/${home.slug}`);
      await hydrated(page);

      const photos = page.getByRole("region", { name: `Photos of ${home.title}` });
      // The second photo: on a phone, swipe the strip to it first.
      const second = photos.getByRole("link", { name: home.images[1]!.alt, exact: true });
      if (use === PHONE) await second.scrollIntoViewIfNeeded();
      await second.click();

      const gallery = page.getByRole("dialog", { name: `Photos of ${home.title}` });
      await expect(gallery).toBeVisible();
      await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
      await expect(gallery.getByRole("img", { name: home.images[1]!.alt, exact: true })).toBeVisible();

      await page.keyboard.press("ArrowRight");
      await expect(gallery.getByText(`3 / ${count}`)).toBeVisible();
      await expect(gallery.getByRole("img", { name: home.images[2]!.alt, exact: true })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
      // Back from the first is the last.
      await page.keyboard.press("ArrowLeft");
      await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();

      // A swipe to the left shows the next photo, to the right the one before.
      const stage = gallery.locator("[data-photo-stage]");
      const box = (await stage.boundingBox())!;
      const swipe = async (from: number, to: number) => {
        await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * to, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(0.6, 0.2);
      await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
      await swipe(0.6, 0.2);
      await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
      await swipe(0.2, 0.6);
      await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
      await gallery.getByRole("button", { name: "Next photo" }).click();
      await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();

      // The focus stays in the gallery: tabbing goes round its own buttons (and the browser's own
      // controls, outside the page), never to the page behind it.
      const focused: string[] = [];
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press("Tab");
        focused.push(
          await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return "nothing in the page";
            return element.closest("dialog") ? (element.getAttribute("aria-label") ?? "") : "the page behind";
          }),
        );
      }
      expect(focused).not.toContain("the page behind");
      expect(focused).toEqual(expect.arrayContaining(["Close photos", "Previous photo", "Next photo"]));

      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(gallery).toBeHidden();
      await expect(second).toBeFocused();
    });

    // Once, on a desktop: Chromium has no share sheet, its phone emulation included, so a phone copies the same way.
    if (use === DESKTOP)
      test("share copies the page's link and says so", async ({ page, context, request, browserName }) => {
        const home = await wellReviewedHome(request);
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE_URL });
        await page.goto(`/properties/${home.id}/${home.slug}?reviews=2`);
        await hydrated(page);
        // Chromium on Linux has no share sheet: the link is copied.
        expect(browserName).toBe("chromium");
        expect(await page.evaluate(() => "share" in navigator)).toBe(false);
        await page.getByRole("button", { name: "Share" }).click();
        await expect(page.getByRole("list", { name: "Notifications" })).toContainText("Link copied");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${SITE_URL}/properties/${home.id}/${home.slug}`,
        );
      });

    test("the page passes axe", async ({ page, request }) => {
      const home = await wellReviewedHome(request);
      await page.goto(`/properties/${home.id}/${home.slug}`);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("the reserve bar on a 360 px phone", () => {
  test.use(PHONE);

  test("shows the price, then the chosen stay, and opens the booking box; it is gone while the box is on screen", async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    const home = await wellReviewedHome(request);
    await page.goto(`/properties/${home.id}/${home.slug}`);
    await hydrated(page);
    const bar = page.locator("[data-reserve-bar]");
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText("/ night");
    await expect(bar).toContainText("Add your dates");
    const box = page.getByRole("complementary", { name: "Price and booking" });
    await expect(box).not.toBeInViewport();

    await bar.getByRole("link", { name: "Check availability" }).click();
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await expect(bar).toBeHidden();
  });
});

test.describe("the reviews on a 360 px phone", () => {
  test.use(PHONE);

  test("'Show more reviews' adds the next six and brings the first of them into view", async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    const home = await wellReviewedHome(request);
    await page.goto(`/properties/${home.id}/${home.slug}`);
    await hydrated(page);
    const items = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
    await expect(items).toHaveCount(6);
    await page.getByRole("region", { name: "Reviews" }).getByRole("link", { name: "Show more reviews" }).click();
    await expect(items).toHaveCount(12);
    await expect(page).toHaveURL(/[?&]reviews=2#review-7$/);
    await expect(items.nth(6)).toBeInViewport();
  });
});
