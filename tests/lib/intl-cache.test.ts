import { describe, expect, it, vi } from "vitest";
import { MAX_INTL_OBJECTS, cachedIntl } from "~/lib/intl-cache";
import { currencyName, currencySign, formatMoney } from "~/lib/money";

describe("cachedIntl (formatters made once, not once per price)", () => {
  it("makes the object once per key and hands back the same one", () => {
    const create = vi.fn(() => new Intl.NumberFormat("en-GB"));
    const first = cachedIntl("test:reuse", create);
    expect(cachedIntl("test:reuse", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps at most MAX_INTL_OBJECTS: past that the oldest is made again when asked for", () => {
    const create = vi.fn(() => ({}));
    cachedIntl("test:oldest", create);
    for (let index = 0; index < MAX_INTL_OBJECTS; index++) cachedIntl(`test:filler-${index}`, () => ({}));
    cachedIntl("test:oldest", create);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("money, signs and currency names stay per locale and currency while their formatters are kept", () => {
    expect(currencyName("GBP", "en-GB")).toBe("British Pound");
    expect(currencyName("GBP", "de-DE")).toBe("Britisches Pfund");
    expect(currencyName("EUR", "de-DE")).toBe("Euro");
    expect(currencyName("GBP", "en-GB")).toBe("British Pound");
    expect(currencySign("NOK", "nb-NO")).toBe("kr");
    expect(currencySign("EUR", "nb-NO")).toBe("€");
    expect(formatMoney(1234, "EUR", { locale: "de-DE" })).toBe("1.234\u00a0€");
    expect(formatMoney(1234, "EUR", { locale: "en-GB" })).toBe("€1,234");
    expect(formatMoney(1234, "EUR", { locale: "en-GB", cents: true })).toBe("€1,234.00");
  });
});
