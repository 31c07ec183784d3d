import { expect, test } from "./support/test";

test.describe("root shell (SPEC 2)", () => {
  test("the cookie banner's choice is remembered and it does not come back", async ({ page, context }) => {
    await page.goto("/about-us");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const stored = page.waitForResponse(
      (response) => response.url().includes("/consent") && response.request().method() === "POST",
    );
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toHaveCount(0);
    expect((await stored).status()).toBe(200);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "cookie_consent")?.value)
      .toBe("granted");
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });

  test("the logged-out sign-in modal opens centred and closes with Escape", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("list-your-property and download-app modals open from the header and footer", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("button", { name: "List your property" }).click();
    const listing = page.getByRole("dialog", { name: "List your property" });
    await expect(listing).toBeVisible();
    await listing.getByRole("button", { name: "Close" }).click();
    await expect(listing).toBeHidden();
    await page.getByRole("button", { name: "Get the app" }).click();
    await expect(page.getByRole("dialog", { name: "Take your trip with you" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie banner works as a plain form and comes back to the page", async ({ page, context }) => {
    await page.goto("/terms-and-conditions");
    const back = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/terms-and-conditions" && response.request().redirectedFrom() !== null,
    );
    await page.getByRole("button", { name: "Essential only" }).click();
    // The page the post redirected back to, as the server sent it: no banner in it.
    const answer = await back;
    expect(answer.request().redirectedFrom()?.method()).toBe("POST");
    expect(new URL(answer.request().redirectedFrom()!.url()).pathname).toBe("/consent");
    expect(await answer.text()).not.toContain('aria-label="Cookie consent"');
    expect((await context.cookies()).find((cookie) => cookie.name === "cookie_consent")?.value).toBe("denied");
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });
});

// The layout the server picks by User-Agent: tests/layouts.test.ts, tests/cache/visitor-keys.test.ts.
test.describe("layouts by device (SPEC 2)", () => {
  test("resizing switches the layout after the resize settles", async ({ page }) => {
    await page.goto("/support");
    // page.goto returns once the app has hydrated, so the resize listener is there.
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", "search-top");
    await page.setViewportSize({ width: 380, height: 800 });
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", "mobile-details");
  });
});
