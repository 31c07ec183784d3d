import { describe, expect, it } from "vitest";
import { pinPrice } from "~/lib/map-pins";

const own = { locale: "en-US", rates: null, displayCurrency: null };
const villa = { title: "Windmill Villa", nightly_price: 120, currency: "EUR", stay_total: 510 };

describe("a price pin says what the card says", () => {
  it("with dates, the stay's total", () => {
    expect(pinPrice(villa, own, 4)).toEqual({
      text: "€510",
      caption: "€510 total for 4 nights",
      spoken: "Windmill Villa, €510 total for 4 nights",
    });
    expect(pinPrice(villa, own, 1).caption).toBe("€510 total for 1 night");
  });

  it("without dates, or without a priced stay, the nightly price", () => {
    expect(pinPrice(villa, own)).toEqual({
      text: "€120",
      caption: "€120 a night",
      spoken: "Windmill Villa, €120 a night",
    });
    expect(pinPrice({ ...villa, stay_total: undefined }, own, 4).text).toBe("€120");
  });

  it("in the visitor's display currency when the rates convert it, marked as an estimate", () => {
    const dollars = {
      locale: "en-US",
      rates: { base: "EUR", date: "2026-01-01", rates: { EUR: 1, USD: 1.5 } },
      displayCurrency: "USD",
    };
    expect(pinPrice(villa, dollars, 4)).toEqual({
      text: "≈ $765",
      caption: "about $765 total for 4 nights",
      spoken: "Windmill Villa, about $765 total for 4 nights",
    });
    expect(pinPrice({ ...villa, currency: "CHF" }, dollars).text).toBe("CHF\u00a0120");
  });
});
