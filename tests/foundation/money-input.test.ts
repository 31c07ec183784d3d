import { describe, expect, it } from "vitest";
import {
  MAX_PRECISION,
  MONEY_DEFAULTS,
  clampMoney,
  formatMoneyInput,
  parseMoneyInput,
  resolveMoneyOptions,
} from "~/lib/money-input";

const defaults = resolveMoneyOptions();

describe("money input (SPEC 5, 9)", () => {
  it("defaults: precision 2, thousands ',', decimal '.', negative allowed", () => {
    expect(MONEY_DEFAULTS).toMatchObject({ precision: 2, thousands: ",", decimal: ".", allowNegative: true });
    expect(formatMoneyInput(1234567.5, defaults)).toBe("1,234,567.50");
    expect(formatMoneyInput(-42, defaults)).toBe("-42.00");
  });

  it("options forwarded as undefined keep their defaults", () => {
    const forwarded = resolveMoneyOptions({
      precision: undefined,
      thousands: undefined,
      decimal: undefined,
      prefix: undefined,
      suffix: undefined,
      allowNegative: false,
    });
    expect(formatMoneyInput(1234.5, forwarded)).toBe("1,234.50");
    expect(forwarded.allowNegative).toBe(false);
  });

  it("precision is capped from 0 to 1000", () => {
    expect(MAX_PRECISION).toBe(1000);
    expect(resolveMoneyOptions({ precision: 5000 }).precision).toBe(1000);
    expect(resolveMoneyOptions({ precision: -3 }).precision).toBe(0);
    expect(formatMoneyInput(12, resolveMoneyOptions({ precision: 0 }))).toBe("12");
  });

  it("reads typing as a cash register: digits fill from the right", () => {
    expect(parseMoneyInput("1", defaults)).toBe(0.01);
    expect(parseMoneyInput("1,234.56", defaults)).toBe(1234.56);
    expect(parseMoneyInput("-1,234.56", defaults)).toBe(-1234.56);
  });

  it("typing '+' makes a negative value positive", () => {
    expect(parseMoneyInput("-12.00+", defaults, -12)).toBe(12);
  });

  it("negative can be switched off; min/max clamp", () => {
    const positive = resolveMoneyOptions({ allowNegative: false });
    expect(parseMoneyInput("-5.00", positive)).toBe(5);
    expect(clampMoney(-3, { allowNegative: false })).toBe(0);
    const bounded = resolveMoneyOptions({ min: 10, max: 500 });
    expect(parseMoneyInput("9.99", bounded)).toBe(10);
    expect(parseMoneyInput("999.00", bounded)).toBe(500);
  });

  it("optional blank when zero", () => {
    expect(formatMoneyInput(0, resolveMoneyOptions({ allowBlank: true }))).toBe("");
    expect(formatMoneyInput(0, defaults)).toBe("0.00");
    expect(parseMoneyInput("", resolveMoneyOptions({ allowBlank: true }))).toBeNull();
  });

  it("prefix and suffix frame the number; other separators work", () => {
    expect(
      formatMoneyInput(1234.5, resolveMoneyOptions({ prefix: "€ ", suffix: " EUR", thousands: ".", decimal: "," })),
    ).toBe("€ 1.234,50 EUR");
  });

  it.each(["thousands", "decimal", "prefix", "suffix"] as const)(
    "a %s with a digit, '+' or '-' is refused with a clear error",
    (name) => {
      for (const bad of ["1", "+", "-"]) {
        expect(() => resolveMoneyOptions({ [name]: bad })).toThrow(
          `The money input's ${name} must not contain digits, "+" or "-".`,
        );
      }
    },
  );
});
