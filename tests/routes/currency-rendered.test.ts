import { describe, expect, it } from "vitest";
import { EXCHANGE_RATES } from "../../mocks/exchange-rates";
import { API } from "../support/demo-api";
import { demoQuote, freeStay, wellReviewedHome } from "../support/demo-homes";
import { attribute, elements, only, region, words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * Prices as the server writes them (issue 18), through the production build in process against
 * the demo API and its fixed rates (mocks/exchange-rates.ts): compared like with like, converted
 * into a display currency and marked so, the picker's refusal, the booking box's estimate, and
 * the visitor's language. The choice itself (the post, its cookie) is tested at the action:
 * tests/routes/properties-currency.test.ts.
 */

const { request } = renderedSite();

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await request(path, { headers });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Each result card's price line, as a visitor reads it. */
const cardPrices = (html: string) =>
  elements(region(html, "Search results"), /<article[\s>]/).map((card) =>
    words(only(card, /<p class="mt-1[\s"]/)).replace(/ night /, " night\n"),
  );

const amount = (text: string) => Number(text.replace(/[^\d]/g, ""));
/** `value` of `from` in `to` at the demo's rates, as the test reckons it. */
const convert = (value: number, from: string, to: string) => (value / EXCHANGE_RATES[from]!) * EXCHANGE_RATES[to]!;

function expectAscending(values: number[]) {
  expect(values.length).toBeGreaterThan(1);
  for (let index = 1; index < values.length; index += 1)
    expect(values[index]).toBeGreaterThanOrEqual(values[index - 1]!);
}

describe("result cards sorted by price", () => {
  it("each home in its own currency, a home in kroner with its price in euros beside it, in order of euros", async () => {
    const html = await page("/properties?sort=price_asc", { "Accept-Language": "en-GB" });
    const prices = cardPrices(html);
    expect(prices.filter((text) => !/^(€[\d,]+ night|NOK\u00a0[\d,]+ night\nabout €[\d,]+)$/.test(text))).toEqual([]);
    const kroner = prices.filter((text) => text.startsWith("NOK"));
    expect(kroner.length).toBeGreaterThan(0);
    expect(prices.some((text) => text.startsWith("€"))).toBe(true);
    for (const text of kroner) {
      const [own, euros] = text.split("\n") as [string, string];
      expect(euros).toBe(`about €${Math.round(convert(amount(own), "NOK", "EUR"))}`);
    }
    expectAscending(prices.map((text) => amount(text.split("\n").at(-1)!)));
    expect(words(only(html, /<label [^>]*for="filter-max_price"/))).toBe("Max price a night (€)");
  });

  it("in pounds once chosen: every price converted, marked as an estimate with what it came from, in order", async () => {
    const html = await page("/properties?sort=price_asc", {
      "Accept-Language": "en-GB",
      Cookie: "display_currency=GBP",
    });
    const prices = cardPrices(html);
    expect(prices.length).toBeGreaterThan(1);
    for (const text of prices) {
      const [pounds, from] = text.split("\n") as [string, string];
      expect(from).toMatch(/^converted from (€|NOK\u00a0)[\d,]+$/);
      const reckoned = convert(amount(from), from.includes("€") ? "EUR" : "NOK", "GBP");
      expect(pounds).toBe(`≈ about £${Math.round(reckoned).toLocaleString("en-GB")} night`);
    }
    expectAscending(prices.map((text) => amount(text.split("\n")[0]!)));
    expect(words(only(html, /<label [^>]*for="filter-max_price"/))).toBe("Max price a night (£)");
    const picker = only(html, /<select [^>]*name="currency"/);
    expect(attribute(only(picker, /<option [^>]*selected=""/), "value")).toBe("GBP");
  });

  it("in the visitor's language: German writes the amount first, with a non-breaking space before the sign", async () => {
    const prices = cardPrices(
      await page("/properties?destination=Lisbon&sort=price_asc", { "Accept-Language": "de-DE" }),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.filter((text) => !/^\d{1,3}(\.\d{3})*\u00a0€ night$/.test(text))).toEqual([]);
  });
});

describe("the display-currency picker", () => {
  it("is a plain form: it posts the currency chosen to the page, with the page to come back to", async () => {
    const html = await page("/properties?sort=price_asc", { "Accept-Language": "en-GB" });
    const form = elements(html, /<form[\s>]/).find((each) => each.includes('name="currency"'))!;
    expect([attribute(form, "method"), attribute(form, "action")]).toEqual(["post", "/properties?sort=price_asc"]);
    expect(
      elements(form, /<(input|select) /).map((field) => [
        field.slice(1, field.indexOf(" ")),
        attribute(field, "name"),
        attribute(field, "value"),
      ]),
    ).toEqual([
      ["input", "redirectTo", "/properties?sort=price_asc"],
      ["select", "currency", null],
    ]);
    expect(elements(form, /<button [^>]*type="submit"/).map(words)).toEqual(["Apply"]);
  });
});

describe("the picker refuses a currency the rates do not list (a form sent by hand, or rates changed since)", () => {
  it("the page again, 400, with the reason beside the picker, the picker marked invalid, and nothing remembered", async () => {
    const answer = await request("/properties?sort=price_asc", {
      method: "POST",
      headers: { "Accept-Language": "en-GB" },
      body: new URLSearchParams({ currency: "XYZ", redirectTo: "/properties?sort=price_asc" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.getSetCookie().filter((line) => line.startsWith("display_currency="))).toEqual([]);
    const html = await answer.text();
    const alert = only(html, /<p [^>]*role="alert"/);
    expect(words(alert)).toBe("Choose a currency from the list.");
    const picker = only(html, /<select [^>]*name="currency"/);
    expect([attribute(picker, "aria-invalid"), attribute(picker, "aria-describedby")]).toEqual([
      "true",
      attribute(alert, "id"),
    ]);
  });
});

describe("the booking box keeps the home's currency, which is charged", () => {
  async function boxOf(headers: Record<string, string>) {
    const home = await wellReviewedHome(API);
    const stay = await freeStay(API, home.id, 3);
    const quote = await demoQuote(API, home.id, stay);
    expect(quote.currency).toBe("EUR");
    const html = await page(`${home.path}?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2`, headers);
    const box = region(html, "Price and booking");
    const byTestId = (id: string) => elements(box, new RegExp(`<[a-z]+ [^>]*data-testid="${id}"`)).map(words);
    return { total: quote.total, shown: byTestId("quote-total"), converted: byTestId("quote-total-converted") };
  }

  it("in euros, with no estimate while each home's own currency is shown", async () => {
    const { total, shown, converted } = await boxOf({ "Accept-Language": "en-GB" });
    expect(shown).toEqual([total.toLocaleString("en-GB", { style: "currency", currency: "EUR" })]);
    expect(converted).toEqual([]);
  });

  it("with pounds chosen: the total still in euros, and beside it the total in pounds as an estimate", async () => {
    const { total, shown, converted } = await boxOf({ "Accept-Language": "en-GB", Cookie: "display_currency=GBP" });
    expect(shown).toEqual([total.toLocaleString("en-GB", { style: "currency", currency: "EUR" })]);
    const pounds = convert(total, "EUR", "GBP").toLocaleString("en-GB", { style: "currency", currency: "GBP" });
    expect(converted).toEqual([`≈ about ${pounds} at today's rate; charged in EUR`]);
  });

  it("in the visitor's language: German writes the total with a decimal comma and the sign after it", async () => {
    const { total, shown } = await boxOf({ "Accept-Language": "de-DE" });
    const german = total.toLocaleString("de-DE", { style: "currency", currency: "EUR" });
    expect(german).toMatch(/^\d{1,3}(\.\d{3})*,\d\d\u00a0€$/);
    expect(shown).toEqual([german]);
  });
});
