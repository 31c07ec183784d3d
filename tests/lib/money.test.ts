import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/money";

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
});
