import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "./fixtures";
import { stayQuery } from "./support/clock";
import { waitForResultsMap } from "./support/search";

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
      if (javaScriptEnabled) await waitForResultsMap(page);
      await page.getByLabel("Show prices in").selectOption("GBP");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/properties\?sort=price_asc$/);
      // The page as the server wrote it for the new choice: its price limits are in pounds.
      await expect(page.getByLabel("Max price a night (£)")).toBeAttached();
      await expect(page.getByLabel("Show prices in")).toHaveValue("GBP");
      const prices = await cardPrices(page);
      // Every price is in pounds; a converted one says it is an estimate and what it came from.
      for (const text of prices) expect(text).toMatch(/^(≈ about )?£[\d,]+ night/);
      const converted = prices.find((text) => text.startsWith("≈"));
      expect(converted).toMatch(/^≈ about £[\d,]+ night\s*converted from (€|NOK\u00a0)[\d,]+/);
      expectAscending(prices.map((text) => amountOf(/£([\d,]+)/.exec(text)![1]!)));

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
      if (javaScriptEnabled) await waitForResultsMap(page);
      await page.getByLabel("Show prices in").selectOption("");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByLabel("Max price a night (€)")).toBeAttached();
      await expect(page.getByLabel("Show prices in")).toHaveValue("");
      expect((await cardPrices(page))[0]).toMatch(/^€[\d,]+ night/);
      expect((await context.cookies()).some((cookie) => cookie.name === "display_currency")).toBe(false);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a currency the rates do not list is refused, with the reason beside the picker (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto("/properties?sort=price_asc");
    const picker = page.getByLabel("Show prices in");
    // A form sent by hand, or a currency the rates dropped since the page was written.
    await picker.evaluate((select: HTMLSelectElement) => select.append(new Option("Made up", "XYZ")));
    await picker.selectOption("XYZ");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a currency from the list." })).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    expect((await context.cookies()).some((cookie) => cookie.name === "display_currency")).toBe(false);
    await context.close();
  });
}

/** A home priced in euros and its page, for a stay well ahead; and the rate of pounds to euros. */
async function homeInEuros(request: APIRequestContext) {
  const [homes, rates] = await Promise.all([
    request.get(`${API_URL}/properties?destination=Lisbon&per_page=1&page=3`),
    request.get(`${API_URL}/exchange-rates`),
  ]);
  const home = ((await homes.json()) as { data: { entities: { id: number; slug: string; currency: string }[] } }).data
    .entities[0]!;
  expect(home.currency).toBe("EUR");
  const { data } = (await rates.json()) as { data: { rates: Record<string, number> } };
  return { url: `/properties/${home.id}/${home.slug}?${stayQuery(230, 3)}`, poundsPerEuro: data.rates.GBP! };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the booking box with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, locale: "en-GB" });

    test("keeps the home's currency, which is charged, and gives the total in the chosen currency as an estimate", async ({
      page,
      request,
    }) => {
      const { url, poundsPerEuro } = await homeInEuros(request);
      await page.goto(url);
      const box = page.getByRole("complementary", { name: "Price and booking" });
      await expect(box.getByTestId("quote-total")).toHaveText(/^€[\d,]+\.\d\d$/);
      await expect(box.getByTestId("quote-total-converted")).toHaveCount(0);

      await box.getByLabel("Show prices in").selectOption("GBP");
      await box.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(url);
      await expect(box.getByLabel("Show prices in")).toHaveValue("GBP");
      const total = amountOf((await box.getByTestId("quote-total").textContent()) ?? "") / 100;
      // The test's own conversion, written the British way by the platform.
      const pounds = (total * poundsPerEuro).toLocaleString("en-GB", { style: "currency", currency: "GBP" });
      await expect(box.getByTestId("quote-total-converted")).toHaveText(
        `≈ about ${pounds} at today's rate; charged in EUR`,
      );
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

  test("the booking box too", async ({ page, request }) => {
    await page.goto((await homeInEuros(request)).url);
    await expect(page.getByTestId("quote-total")).toHaveText(/^\d{1,3}(\.\d{3})*,\d\d\u00a0€$/);
  });
});
