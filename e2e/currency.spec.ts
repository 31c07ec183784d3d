import { expect, test } from "./support/test";

/**
 * Issue 18: a display currency chosen with the picker, with JavaScript: the page comes back in it
 * without a reload, and a currency the rates do not list is refused beside the picker. What the
 * server writes for a choice (every price converted and marked, the booking box's estimate, the
 * visitor's language, the refusal and the plain form without JavaScript) is tested in Vitest:
 * tests/routes/currency-rendered.test.ts; the post, its cookie and the order of the prices:
 * tests/routes/properties-currency.test.ts.
 */

test.use({ locale: "en-GB" });

test("a display currency chosen with the picker converts every price, marked so, and is remembered", async ({
  page,
  context,
}) => {
  await page.goto("/properties?sort=price_asc");
  await page.getByLabel("Show prices in").selectOption("GBP");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/properties\?sort=price_asc$/);
  // The page as the server wrote it for the new choice: its price limits are in pounds.
  await expect(page.getByLabel("Max price a night (£)")).toBeAttached();
  await expect(page.getByLabel("Show prices in")).toHaveValue("GBP");
  // Every price is in pounds; a converted one says it is an estimate and what it came from.
  const prices = await page.getByRole("article").locator("p.mt-1").allTextContents();
  expect(prices.length).toBeGreaterThan(1);
  expect(prices.filter((text) => !/^≈ about £[\d,]+ night\s*converted from (€|NOK\u00a0)[\d,]+$/.test(text))).toEqual(
    [],
  );
  expect((await context.cookies()).find((cookie) => cookie.name === "display_currency")?.value).toBe("GBP");
});

test("a currency the rates do not list is refused, with the reason beside the picker", async ({ page, context }) => {
  await page.goto("/properties?sort=price_asc");
  const picker = page.getByLabel("Show prices in");
  // A form sent by hand, or a currency the rates dropped since the page was written.
  await picker.evaluate((select: HTMLSelectElement) => select.append(new Option("Made up", "XYZ")));
  await picker.selectOption("XYZ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Choose a currency from the list." })).toBeVisible();
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  expect((await context.cookies()).some((cookie) => cookie.name === "display_currency")).toBe(false);
});
