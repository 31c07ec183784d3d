import { describe, expect, it } from "vitest";
import {
  type ExchangeRates,
  type PriceSettings,
  comparisonCurrency,
  convertAmount,
  displayableCurrencies,
} from "~/lib/exchange-rates";
import { priceNote, shownPrice } from "~/lib/price-display";
import { withinEachCurrency } from "~/lib/price-order";

const RATES: ExchangeRates = { base: "EUR", date: "2000-01-01", rates: { NOK: 10, EUR: 1, GBP: 0.8, USD: 1.25 } };
const settings = (displayCurrency: string | null, rates: ExchangeRates | null = RATES): PriceSettings => ({
  locale: "en-GB",
  rates,
  displayCurrency,
});

describe("exchange rates (issue 18)", () => {
  it("convert through the base: amount / rate(from) × rate(to)", () => {
    expect(convertAmount(80, "GBP", "EUR", RATES)).toBe(100);
    expect(convertAmount(100, "EUR", "NOK", RATES)).toBe(1000);
    expect(convertAmount(800, "NOK", "GBP", RATES)).toBe(64);
    expect(convertAmount(42, "CHF", "CHF", RATES)).toBe(42);
  });

  it("a currency without a rate converts to nothing", () => {
    expect(convertAmount(10, "CHF", "EUR", RATES)).toBeNull();
    expect(convertAmount(10, "EUR", "CHF", RATES)).toBeNull();
  });

  it("the currencies a visitor may pick: the base first, then A to Z", () => {
    expect(displayableCurrencies(RATES)).toEqual(["EUR", "GBP", "NOK", "USD"]);
  });

  it("searches compare in the display currency, else the base; without rates in none", () => {
    expect(comparisonCurrency(settings("GBP"))).toBe("GBP");
    expect(comparisonCurrency(settings(null))).toBe("EUR");
    expect(comparisonCurrency(settings(null, null))).toBeNull();
  });
});

describe("a price as the visitor sees it", () => {
  it("in its own currency when no display currency is chosen", () => {
    expect(shownPrice(settings(null), 80, "GBP")).toEqual({ text: "£80", converted: false });
    expect(priceNote(settings(null), 80, "GBP")).toBe("about €100");
    expect(priceNote(settings(null), 80, "EUR")).toBeNull();
  });

  it("converted into the chosen currency and marked so, with where it came from", () => {
    expect(shownPrice(settings("NOK"), 80, "GBP")).toEqual({ text: "NOK\u00a01,000", converted: true });
    expect(priceNote(settings("NOK"), 80, "GBP")).toBe("converted from £80");
    expect(shownPrice(settings("GBP"), 125.5, "EUR", { cents: true })).toEqual({ text: "£100.40", converted: true });
  });

  it("a home already in the chosen currency is shown as it is, with no note", () => {
    expect(shownPrice(settings("GBP"), 80, "GBP")).toEqual({ text: "£80", converted: false });
    expect(priceNote(settings("GBP"), 80, "GBP")).toBeNull();
  });

  it("without rates, or for a currency they lack, nothing is converted and nothing noted", () => {
    expect(shownPrice(settings(null, null), 80, "GBP")).toEqual({ text: "£80", converted: false });
    expect(priceNote(settings(null, null), 80, "GBP")).toBeNull();
    expect(shownPrice(settings("EUR"), 80, "CHF")).toEqual({ text: "CHF\u00a080", converted: false });
    expect(priceNote(settings("EUR"), 80, "CHF")).toBeNull();
  });

  it("in the visitor's locale", () => {
    expect(shownPrice({ ...settings("EUR"), locale: "de-DE" }, 80, "GBP")).toEqual({
      text: "100\u00a0€",
      converted: true,
    });
  });
});

describe("without rates, a price-sorted page is shown currency by currency", () => {
  it("groups in the order each currency first came, each group in the order it came", () => {
    const homes = [
      { id: 1, currency: "EUR" },
      { id: 2, currency: "GBP" },
      { id: 3, currency: "EUR" },
      { id: 4, currency: "NOK" },
      { id: 5, currency: "GBP" },
    ];
    expect(withinEachCurrency(homes).map((home) => home.id)).toEqual([1, 3, 2, 5, 4]);
    expect(withinEachCurrency([])).toEqual([]);
  });
});
