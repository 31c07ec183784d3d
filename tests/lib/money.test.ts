import { describe, expect, it } from "vitest";
import { FALLBACK_LOCALE, currencyName, currencySign, formatMoney } from "~/lib/money";

describe("prices", () => {
  it("whole amounts by default, with the currency's symbol and thousands separators", () => {
    expect(formatMoney(1234, "EUR")).toBe("€1,234");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,235");
    expect(formatMoney(99, "GBP")).toBe("£99");
    expect(formatMoney(1500, "USD")).toBe("US$1,500");
  });

  it("with cents when asked, for the same currency too", () => {
    expect(formatMoney(1234.5, "EUR", { cents: true })).toBe("€1,234.50");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,235");
    expect(formatMoney(7, "GBP", { cents: true })).toBe("£7.00");
  });

  it("formatted for the visitor's locale by Intl.NumberFormat, in the currency given (issue 18)", () => {
    expect(formatMoney(1234.5, "EUR", { locale: "de-DE" })).toBe("1.235\u00a0€");
    expect(formatMoney(1234.5, "EUR", { locale: "fr-FR", cents: true })).toBe("1\u202f234,50\u00a0€");
    expect(formatMoney(1234.5, "NOK", { locale: "nb-NO" })).toBe("1\u00a0235\u00a0kr");
    expect(formatMoney(1234.5, "GBP", { locale: "en-US" })).toBe("£1,235");
    expect(formatMoney(1234.5, "NOK", { locale: "en-GB" })).toBe("NOK\u00a01,235");
    // The same currency in two locales does not share a formatter.
    expect(formatMoney(1234.5, "EUR")).toBe("€1,235");
  });

  it("the fallback locale is British English", () => {
    expect(FALLBACK_LOCALE).toBe("en-GB");
  });

  it("a currency's short sign and its name, for labels and the currency picker", () => {
    expect(currencySign("EUR")).toBe("€");
    expect(currencySign("NOK", "nb-NO")).toBe("kr");
    expect(currencySign("CHF")).toBe("CHF");
    expect(currencyName("GBP")).toBe("British Pound");
    expect(currencyName("GBP", "de-DE")).toBe("Britisches Pfund");
    expect(currencyName("XQQ")).toBe("XQQ");
  });
});
