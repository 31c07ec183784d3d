import { describe, expect, it } from "vitest";
import { formatMoneyInput, parseMoneyInput, resolveMoneyOptions } from "~/lib/money-input";

// Every option set is resolved inside a test: a rule that refuses the defaults fails these
// tests instead of the file's import.
describe("money input options (SPEC 5)", () => {
  it("the defaults resolve without complaint", () => {
    expect(resolveMoneyOptions()).toEqual({
      precision: 2,
      thousands: ",",
      decimal: ".",
      prefix: "",
      suffix: "",
      allowNegative: true,
      allowBlank: false,
    });
  });

  it("separators, prefix and suffix may be anything but digits, '+' and '-'", () => {
    const swiss = resolveMoneyOptions({ thousands: "'", decimal: ",", prefix: "CHF ", suffix: " (net)" });
    expect(formatMoneyInput(1234.5, swiss)).toBe("CHF 1'234,50 (net)");
  });

  it("the thousands and decimal separators must differ, unless there are no thousands separators", () => {
    expect(() => resolveMoneyOptions({ thousands: ".", decimal: "." })).toThrow(
      /^The money input's thousands and decimal separators must differ\.$/,
    );
    expect(resolveMoneyOptions({ thousands: "", decimal: "" })).toMatchObject({ thousands: "", decimal: "" });
    expect(formatMoneyInput(1234.5, resolveMoneyOptions({ thousands: "" }))).toBe("1234.50");
  });
});

describe("money input formatting and typing (SPEC 5)", () => {
  it("no value shows nothing; blank-when-zero only blanks zero", () => {
    expect(formatMoneyInput(null, resolveMoneyOptions())).toBe("");
    expect(formatMoneyInput(5, resolveMoneyOptions({ allowBlank: true }))).toBe("5.00");
    expect(formatMoneyInput(1234.5, resolveMoneyOptions())).toBe("1,234.50");
    expect(formatMoneyInput(-1234.5, resolveMoneyOptions())).toBe("-1,234.50");
  });

  it("clearing the field is zero, or nothing when blank is allowed", () => {
    expect(parseMoneyInput("", resolveMoneyOptions())).toBe(0);
    expect(parseMoneyInput("abc", resolveMoneyOptions({ allowBlank: true }))).toBeNull();
  });

  it("leading zeros are ignored", () => {
    expect(parseMoneyInput("00.12", resolveMoneyOptions())).toBe(0.12);
    expect(parseMoneyInput("0,001.00", resolveMoneyOptions())).toBe(1);
  });

  it("'+' without a value yet keeps the field empty", () => {
    expect(parseMoneyInput("+", resolveMoneyOptions())).toBeNull();
  });
});
