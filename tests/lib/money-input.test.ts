import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ResolvedMoneyOptions, formatMoneyInput, parseMoneyInput, resolveMoneyOptions } from "~/lib/money-input";
import { typeIntoMoneyInput } from "~/lib/money-input-caret";

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

describe("negative entry (SPEC 5: negative allowed by default, '+' makes it positive)", () => {
  const options = resolveMoneyOptions();

  /** Types `keys` one by one at the end of the field, as the field shows and reads them. */
  function typeAtTheEnd(keys: string, fieldOptions = options) {
    let value: number | null = null;
    for (const key of keys) {
      const typed: string = `${formatMoneyInput(value, fieldOptions)}${key}`;
      value = typeIntoMoneyInput(typed, typed.length, fieldOptions, value).value;
    }
    return { value, shown: formatMoneyInput(value, fieldOptions) };
  }

  it("a '-' typed first stays on screen, and the digits after it are negative", () => {
    expect(typeAtTheEnd("-")).toEqual({ value: -0, shown: "-0.00" });
    expect(typeAtTheEnd("-5")).toEqual({ value: -0.05, shown: "-0.05" });
    expect(typeAtTheEnd("-1234")).toEqual({ value: -12.34, shown: "-12.34" });
  });

  it("'+' makes it positive again, and the next digits stay positive", () => {
    expect(typeAtTheEnd("-12+")).toEqual({ value: 0.12, shown: "0.12" });
    expect(typeAtTheEnd("-+3")).toEqual({ value: 0.03, shown: "0.03" });
  });

  it("in a field that may be blank, a '-' typed first shows as well", () => {
    expect(typeAtTheEnd("-7", resolveMoneyOptions({ allowBlank: true }))).toEqual({ value: -0.07, shown: "-0.07" });
  });

  it("where negatives are not allowed, '-' does nothing", () => {
    expect(typeAtTheEnd("-5", resolveMoneyOptions({ allowNegative: false }))).toEqual({ value: 0.05, shown: "0.05" });
    expect(Object.is(typeAtTheEnd("-", resolveMoneyOptions({ allowNegative: false })).value, 0)).toBe(true);
  });
});

// Generated options inside the SPEC 5 rules: separators, prefix and suffix without digits or
// signs, precision from 0 to 6 (whole amounts of up to 12 digits stay exact in a double).
const text = (chars: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...chars.split("")), maxLength });
const optionsArb = fc
  .record({
    precision: fc.integer({ min: 0, max: 6 }),
    thousands: text(", '_", 1),
    decimal: text(".,", 1),
    prefix: text("$€£ ", 2),
    suffix: text(" EURkr", 3),
    allowNegative: fc.boolean(),
    allowBlank: fc.boolean(),
  })
  .filter((given) => given.thousands === "" || given.thousands !== given.decimal)
  .map((given) => resolveMoneyOptions(given));
const amountArb = (options: ResolvedMoneyOptions) =>
  fc.tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.boolean()).map(([units, negative]) => {
    const amount = units / 10 ** options.precision;
    return negative && options.allowNegative ? -amount : amount;
  });
const fieldArb = optionsArb.chain((options) => fc.record({ options: fc.constant(options), value: amountArb(options) }));
const digitsOf = (shown: string) => shown.replace(/\D/g, "");

describe("the money field under generated input (fast-check)", () => {
  it("formatting then parsing returns the value, -0 included (blank-when-zero reads a blank zero as no value)", () => {
    fc.assert(
      fc.property(fieldArb, ({ options, value }) => {
        const expected = options.allowBlank && Object.is(value, 0) ? null : value;
        expect(parseMoneyInput(formatMoneyInput(value, options), options, value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("the caret never jumps before what was typed: the digits on its right are the ones that were", () => {
    const editArb = fieldArb.chain(({ options, value }) => {
      const shown = formatMoneyInput(value, options);
      return fc.record({
        options: fc.constant(options),
        value: fc.constant(value),
        shown: fc.constant(shown),
        caret: fc.integer({ min: 0, max: shown.length }),
        removed: fc.integer({ min: 0, max: 2 }),
        inserted: text("0123456789", 3),
      });
    });
    fc.assert(
      fc.property(editArb, ({ options, value, shown, caret, removed, inserted }) => {
        const from = Math.max(0, caret - removed);
        const typed = `${shown.slice(0, from)}${inserted}${shown.slice(caret)}`;
        const typedCaret = from + inserted.length;
        const result = typeIntoMoneyInput(typed, typedCaret, options, value);
        expect(result.text).toBe(formatMoneyInput(result.value, options));
        if (result.text === "") {
          expect(result.caret).toBe(0);
          return;
        }
        const numberStart = (result.text.startsWith("-") ? 1 : 0) + options.prefix.length;
        const numberEnd = result.text.length - options.suffix.length;
        expect(result.caret).toBeGreaterThanOrEqual(numberStart);
        expect(result.caret).toBeLessThanOrEqual(numberEnd);
        const rightAsTyped = digitsOf(typed.slice(typedCaret));
        const rightAsShown = digitsOf(result.text.slice(result.caret));
        // Only leading zeros may go, and only when every digit is right of the caret.
        if (rightAsTyped.length <= digitsOf(result.text).length) expect(rightAsShown).toBe(rightAsTyped);
        else expect(result.caret).toBe(numberStart);
        // Right after the digit on its left: never past a separator that follows it.
        if (result.caret > numberStart) expect(result.text[result.caret - 1]).toMatch(/\d/);
      }),
      { numRuns: 3000 },
    );
  });

  it("a '-' typed anywhere makes the amount negative with the caret after the sign; '+' makes it positive", () => {
    const signArb = fieldArb
      .filter(({ options }) => options.allowNegative)
      .chain(({ options, value }) => {
        const shown = formatMoneyInput(value, options);
        return fc.record({
          options: fc.constant(options),
          value: fc.constant(value),
          shown: fc.constant(shown),
          caret: fc.integer({ min: 0, max: shown.length }),
        });
      });
    fc.assert(
      fc.property(signArb, ({ options, value, shown, caret }) => {
        const minus = typeIntoMoneyInput(`${shown.slice(0, caret)}-${shown.slice(caret)}`, caret + 1, options, value);
        expect(minus.text.startsWith("-")).toBe(true);
        expect(minus.value === null ? null : Object.is(Math.abs(minus.value), minus.value)).toBe(false);
        expect(minus.caret).toBeGreaterThanOrEqual(1 + options.prefix.length);
        expect(digitsOf(minus.text).replace(/^0+/, "")).toBe(digitsOf(shown).replace(/^0+/, ""));
        const plus = typeIntoMoneyInput(
          `${minus.text.slice(0, minus.caret)}+${minus.text.slice(minus.caret)}`,
          minus.caret + 1,
          options,
          minus.value,
        );
        expect(plus.text.startsWith("-")).toBe(false);
        expect(plus.value).toBe(Math.abs(value));
      }),
      { numRuns: 2000 },
    );
  });
});
