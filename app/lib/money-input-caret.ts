import { type ResolvedMoneyOptions, formatMoneyInput, parseMoneyInput } from "~/lib/money-input";

/** What the field holds after a keystroke: its value, the text it shows and where the caret goes. */
export interface MoneyTyping {
  value: number | null;
  text: string;
  caret: number;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

function digitCount(text: string): number {
  let count = 0;
  for (const char of text) if (isDigit(char)) count += 1;
  return count;
}

/**
 * Where the caret goes once the typed text is shown formatted. Formatting only adds or drops
 * separators, the sign and leading zeros, so the caret keeps the same digits on its right as it
 * had in what was typed: a digit just typed stays on its left, and the caret never lands in the
 * sign, the prefix or the suffix.
 */
export function caretAfterFormatting(
  typed: string,
  typedCaret: number,
  shown: string,
  options: Pick<ResolvedMoneyOptions, "prefix" | "suffix">,
): number {
  if (shown === "") return 0;
  const start = (shown.startsWith("-") ? 1 : 0) + options.prefix.length;
  const end = shown.length - options.suffix.length;
  let digitsOnTheRight = digitCount(typed.slice(typedCaret));
  let caret = end;
  while (caret > start && digitsOnTheRight > 0) {
    caret -= 1;
    if (isDigit(shown[caret])) digitsOnTheRight -= 1;
  }
  // Just after the digit on the left, not past the separator that follows it.
  while (caret > start && !isDigit(shown[caret - 1])) caret -= 1;
  return caret;
}

/** One keystroke (or paste, or cut) in the money field: `typed` is the field's text after it. */
export function typeIntoMoneyInput(
  typed: string,
  typedCaret: number,
  options: ResolvedMoneyOptions,
  previous: number | null,
): MoneyTyping {
  const value = parseMoneyInput(typed, options, previous);
  const text = formatMoneyInput(value, options);
  return { value, text, caret: caretAfterFormatting(typed, typedCaret, text, options) };
}
