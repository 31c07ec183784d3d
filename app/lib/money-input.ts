/**
 * SPEC 5 / 9 money input rules: precision 2 by default (capped 0 to 1000), thousands
 * separator ",", decimal ".", negative allowed by default, optional min/max clamp, optional
 * blank when zero; separators, prefix and suffix must not contain digits, "+" or "-";
 * typing "+" makes a negative value positive.
 */
export interface MoneyInputOptions {
  precision?: number;
  thousands?: string;
  decimal?: string;
  prefix?: string;
  suffix?: string;
  allowNegative?: boolean;
  min?: number;
  max?: number;
  allowBlank?: boolean;
}

export interface ResolvedMoneyOptions extends Required<Omit<MoneyInputOptions, "min" | "max">> {
  min?: number;
  max?: number;
}

export const MONEY_DEFAULTS = {
  precision: 2,
  thousands: ",",
  decimal: ".",
  prefix: "",
  suffix: "",
  allowNegative: true,
  allowBlank: false,
} as const;
export const MAX_PRECISION = 1000;

const FORBIDDEN = /[\d+-]/;

export function resolveMoneyOptions(options: MoneyInputOptions = {}): ResolvedMoneyOptions {
  // An option passed as undefined (a component forwarding its props) keeps its default.
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as MoneyInputOptions;
  const resolved = { ...MONEY_DEFAULTS, ...given };
  for (const [name, value] of [
    ["thousands", resolved.thousands],
    ["decimal", resolved.decimal],
    ["prefix", resolved.prefix],
    ["suffix", resolved.suffix],
  ] as const) {
    if (FORBIDDEN.test(value)) throw new Error(`The money input's ${name} must not contain digits, "+" or "-".`);
  }
  if (resolved.thousands && resolved.thousands === resolved.decimal)
    throw new Error("The money input's thousands and decimal separators must differ.");
  const precision = Math.min(MAX_PRECISION, Math.max(0, Math.trunc(resolved.precision)));
  return { ...resolved, precision };
}

export function clampMoney(
  value: number,
  options: Pick<ResolvedMoneyOptions, "min" | "max" | "allowNegative">,
): number {
  let result = value;
  if (!options.allowNegative && isNegative(result)) result = 0;
  if (options.min !== undefined) result = Math.max(options.min, result);
  if (options.max !== undefined) result = Math.min(options.max, result);
  return result;
}

/** Negative, or the negative zero of a "-" typed before any digit (the sign waits for the digits). */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/**
 * Formats a number the way the field shows it: "-1,234.50" with the prefix and suffix. A
 * negative zero shows its sign ("-0.00"), so a "-" typed first stays on screen.
 */
export function formatMoneyInput(value: number | null, options: ResolvedMoneyOptions): string {
  if (value === null || (options.allowBlank && value === 0 && !Object.is(value, -0))) return "";
  const negative = isNegative(value);
  const fixed = Math.abs(value).toFixed(Math.min(options.precision, 100));
  const [whole = "0", fraction = ""] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, options.thousands);
  const number = fraction ? `${grouped}${options.decimal}${fraction}` : grouped;
  return `${negative ? "-" : ""}${options.prefix}${number}${options.suffix}`;
}

/**
 * Reads what was typed as a cash-register entry: the digits are the amount in the smallest
 * unit, "-" makes it negative (when allowed), from the first key on, and "+" makes it positive
 * again. A "-" before any digit is a negative zero, so the digits typed next are negative.
 */
export function parseMoneyInput(
  text: string,
  options: ResolvedMoneyOptions,
  previous: number | null = null,
): number | null {
  const positive = text.includes("+");
  const negative = options.allowNegative && !positive && text.includes("-");
  const digits = text.replace(/\D/g, "");
  if (digits === "") {
    if (negative) return clampMoney(-0, options);
    // "+" alone changes the sign of what is there, and leaves an empty field empty.
    if (positive) return previous === null ? null : clampMoney(Math.abs(previous), options);
    return options.allowBlank ? null : clampMoney(0, options);
  }
  const units = Number(digits.replace(/^0+(?=\d)/, ""));
  const value = units / 10 ** Math.min(options.precision, 100);
  return clampMoney(negative ? -value : value, options);
}
