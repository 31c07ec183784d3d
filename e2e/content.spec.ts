import { expect, test } from "./support/test";

/**
 * The contact form as a browser posts it without JavaScript: what the rendered form sends, and the
 * page it comes back with. Its messages, the values it keeps and the upstream call are
 * tests/routes/contact-us.test.ts; the form sent with JavaScript, amp-pages.spec.ts.
 */
test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps what was typed on an error, then sends", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByLabel("Your name").fill("Ana Sousa");
    await page.getByLabel("Email").fill("ana@example");
    await page.getByLabel("What is it about?").selectOption("payment");
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Tell us a little more: at least 20 characters.")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Ana Sousa");
    await expect(page.getByLabel("Message")).toHaveValue("Too short");
    await expect(page.getByLabel("What is it about?")).toHaveValue("payment");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByLabel("Message").fill("I was charged twice for booking HB-100001, could you check?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Thank you, your message is on its way" })).toBeVisible();
  });
});
