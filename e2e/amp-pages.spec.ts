import { expect, test } from "./support/test";

/**
 * SPEC 2: every page also exists under /amp with identical behaviour. A visitor on an /amp page
 * stays under /amp: the site's links, its forms and the redirects after them lead to /amp twins
 * (app/lib/amp-path.ts). The bare pages keep their bare links.
 */

for (const javaScriptEnabled of [true, false]) {
  test.describe(`under /amp with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the header, the footer and a page's links lead to /amp pages; the contact form comes back under /amp", async ({
      page,
    }) => {
      await page.goto("/amp");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" })).toHaveAttribute(
        "href",
        "/amp/support",
      );
      await expect(page.getByRole("link", { name: "Hideaways home" })).toHaveAttribute("href", "/amp");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/amp/privacy-policy");

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
  });
}

test("a bare page keeps its bare links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" })).toHaveAttribute(
    "href",
    "/support",
  );
  await expect(page.getByRole("link", { name: "Hideaways home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
});

test("the search form on an /amp page searches under /amp", async ({ page }) => {
  await page.goto("/amp");
  await page.getByRole("search", { name: "Search stays" }).getByLabel("Where").fill("Lisbon");
  await page.getByRole("search", { name: "Search stays" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/amp\/properties\?destination=Lisbon/);
});
