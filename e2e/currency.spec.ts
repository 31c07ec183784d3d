import { type Page, expect, test } from "@playwright/test";

// Issue 18: prices compared like with like, formatted for the visitor, in a currency they choose.

/** A shown amount as a number, whatever the locale writes around it ("€1,234", "1.234 €"). */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** Each card's price paragraph, as the visitor reads it. */
async function cardPrices(page: Page): Promise<string[]> {
  // The results are read from the DOM: wait until the document is whole, not just committed.
  await page.waitForLoadState("load");
  return page
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("p.mt-1")?.textContent ?? ""));
}

/** The amount each card gives in euros: its own price when in euros, else its "about €…" line. */
function euroAmounts(prices: string[]): number[] {
  return prices.map((text) => {
    const euros = /about (€[\d,]+)/.exec(text)?.[1] ?? /^(€[\d,]+)/.exec(text)?.[1];
    if (!euros) throw new Error(`no amount in euros in "${text}"`);
    return amountOf(euros);
  });
}

function expectAscending(values: number[]) {
  expect(values.length).toBeGreaterThan(1);
  for (let index = 1; index < values.length; index += 1)
    expect(values[index]).toBeGreaterThanOrEqual(values[index - 1]!);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`prices with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, locale: "en-GB" });

    test("sorted by price, the shown amounts are in order once converted, across currencies", async ({ page }) => {
      await page.goto("/properties?sort=price_asc");
      const prices = await cardPrices(page);
      // The cheapest homes are priced in more than one currency: kroner among euros.
      expect(prices.some((text) => text.startsWith("NOK"))).toBe(true);
      expect(prices.some((text) => text.startsWith("€"))).toBe(true);
      expectAscending(euroAmounts(prices));
      await expect(page.getByLabel("Max price a night (€)")).toBeAttached();
    });

    test("a display currency chosen with the picker converts every price, marked so, and is remembered", async ({
      page,
      context,
    }) => {
      await page.goto("/properties?sort=price_asc");
      await page.getByLabel("Show prices in").selectOption("GBP");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/properties\?sort=price_asc$/);
      await expect(page.getByLabel("Show prices in")).toHaveValue("GBP");
      const prices = await cardPrices(page);
      // Every price is in pounds; a converted one says it is an estimate and what it came from.
      for (const text of prices) expect(text).toMatch(/^(≈ about )?£[\d,]+ night/);
      const converted = prices.find((text) => text.startsWith("≈"));
      expect(converted).toMatch(/^≈ about £[\d,]+ night\s*converted from (€|NOK\u00a0)[\d,]+/);
      expectAscending(prices.map((text) => amountOf(/£([\d,]+)/.exec(text)![1]!)));
      await expect(page.getByLabel("Max price a night (£)")).toBeAttached();

      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === "display_currency")).toMatchObject({
        value: "GBP",
        httpOnly: true,
        sameSite: "Lax",
      });
      // Another page, later: still in pounds.
      await page.goto("/properties?destination=Lisbon");
      await expect(page.getByLabel("Show prices in")).toHaveValue("GBP");
      expect((await cardPrices(page))[0]).toMatch(/^≈ about £/);

      // Back to each home's own currency.
      await page.getByLabel("Show prices in").selectOption("");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByLabel("Show prices in")).toHaveValue("");
      expect((await cardPrices(page))[0]).toMatch(/^€[\d,]+ night/);
      expect((await context.cookies()).some((cookie) => cookie.name === "display_currency")).toBe(false);
    });
  });
}

test.describe("in the visitor's language", () => {
  test.use({ locale: "de-DE" });

  test("prices are written the way the browser's language writes them", async ({ page }) => {
    await page.goto("/properties?destination=Lisbon&sort=price_asc");
    const [first] = await cardPrices(page);
    expect(first).toMatch(/^\d{1,3}(\.\d{3})*\u00a0€ night/);
  });
});
