import { type Page, expect } from "@playwright/test";

/**
 * With JavaScript, the app has hydrated once the first page_view is in the data layer. The page's
 * scripts start after its first paint (docs/decisions/024), so a test that needs the app (a modal
 * instead of a page, a provider's button) waits for this before acting.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
}
