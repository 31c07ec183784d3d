import { expect, test } from "./support/test";

/**
 * What only a browser can tell of the site's security headers: the app hydrates under its real
 * Content-Security-Policy. The rest needs no browser and is in Vitest: the policy and the nonce on
 * every script (tests/lib/security-headers.test.ts, tests/server/page-cache-site.test.ts), writes
 * from another site (tests/server/cross-site-writes.test.ts, tests/server/server-app.test.ts),
 * malformed addresses (tests/server/malformed-paths.test.ts), HEAD (tests/server/request-methods.test.ts)
 * and unusable page numbers (tests/routes/unusable-page.test.ts).
 */
test("the page hydrates under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  // page.goto returns once the app has hydrated: every script the CSP could block has run by then.
  await page.goto("/support");
  expect(violations.filter((text) => /Content Security Policy|Hydration|did not match/i.test(text))).toEqual([]);
});
