import { expect, test } from "./support/test";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`contact form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

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
}

test("the privacy policy lets a visitor change the cookie choice", async ({ page }) => {
  await page.goto("/privacy-policy#cookies");
  const cookies = page.locator("#cookies");
  await expect(cookies.getByText("Your current choice: not chosen yet.")).toBeVisible();
  await cookies.getByRole("button", { name: "Allow analytics" }).click();
  await expect(
    page.locator("#cookies").getByText("Your current choice: You allow analytics and monitoring cookies."),
  ).toBeVisible();
  await page.locator("#cookies").getByRole("button", { name: "Essential cookies only" }).click();
  await expect(
    page.locator("#cookies").getByText("Your current choice: You allow essential cookies only."),
  ).toBeVisible();
});

test("support answers open with the keyboard", async ({ page }) => {
  await page.goto("/support");
  const question = page.getByText("How do saved cards work?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("At checkout your saved cards are listed")).toBeVisible();
});

test("the test page shows configuration as yes/no only", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByTestId("test-Route")).toHaveText("test");
  await expect(page.getByTestId("test-Site name")).toHaveText("Hideaways");
  await expect(page.getByTestId("test-Maps configured")).toHaveText("no");
  await expect(page.locator("body")).not.toContainText("demo-facebook-app-id");
});
