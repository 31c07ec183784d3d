import { expect, test } from "./support/test";

/**
 * SPEC 2: every page also exists under /amp with identical behaviour. A visitor on an /amp page
 * stays under /amp (app/lib/amp-path.ts) also where the app, not the server's markup, makes the
 * next address: a client-side navigation, a form sent with JavaScript and the search bar. The
 * links as the server renders them, bare and under /amp: tests/routes/amp-links.test.ts; the
 * redirects after a post: tests/routes/amp-redirects.test.ts.
 */

test("a page's link and the contact form sent with JavaScript stay under /amp", async ({ page }) => {
  await page.goto("/amp/owner-support");
  await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/amp\/contact-us$/);
  await page.getByLabel("Your name").fill("Ana Sousa");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("What is it about?").selectOption("payment");
  await page.getByLabel("Message").fill("I was charged twice for booking HB-100001, could you check?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/amp\/contact-us\?sent=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Thank you, your message is on its way" })).toBeVisible();
});

test("the search form on an /amp page searches under /amp", async ({ page }) => {
  await page.goto("/amp");
  await page.getByRole("search", { name: "Search stays" }).getByLabel("Where").fill("Lisbon");
  await page.getByRole("search", { name: "Search stays" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/amp\/properties\?destination=Lisbon/);
});
