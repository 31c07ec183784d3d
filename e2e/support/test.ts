import { type Page, test as base, expect } from "@playwright/test";
import { hydrated } from "./hydration";

/**
 * Playwright's `test` with one change: with JavaScript on, `page.goto` to one of the site's pages
 * returns once the app has hydrated, not only at the load event. The page's scripts start after
 * its first paint (docs/decisions/024), and that paint can come after `load`: a test acting at
 * once would otherwise meet the page as it works without JavaScript, some runs and not others.
 * `waitUntil: "commit"` keeps Playwright's own meaning (the test wants the page before it loads),
 * and a page of another origin, what is not HTML and an error page (a bot's has no app shell to
 * hydrate) are returned as they come.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...[url, options]: Parameters<Page["goto"]>) => {
        const response = await goto(url, options);
        const sitePage =
          response !== null &&
          response.ok() &&
          baseURL !== undefined &&
          new URL(response.url()).origin === new URL(baseURL).origin &&
          (response.headers()["content-type"] ?? "").startsWith("text/html");
        if (sitePage && options?.waitUntil !== "commit") await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
