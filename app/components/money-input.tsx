import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { type MoneyInputOptions, formatMoneyInput, resolveMoneyOptions } from "~/lib/money-input";
import { typeIntoMoneyInput } from "~/lib/money-input-caret";

interface MoneyInputProps
  extends
    MoneyInputOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange" | "min" | "max" | "prefix"> {
  name: string;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
}

/**
 * A money field that formats as the visitor types (SPEC 5). Once interactive, the visible
 * text is for people and a hidden input carries the plain number (e.g. "1234.5"); before that,
 * and without JavaScript, it is a plain named field. After each keystroke the caret stays just
 * after what was typed (lib/money-input-caret.ts), not at the end of the reformatted text.
 */
export function MoneyInput({
  name,
  defaultValue = null,
  onValueChange,
  precision,
  thousands,
  decimal,
  prefix,
  suffix,
  allowNegative,
  min,
  max,
  allowBlank,
  ...input
}: MoneyInputProps) {
  const options = resolveMoneyOptions({
    precision,
    thousands,
    decimal,
    prefix,
    suffix,
    allowNegative,
    min,
    max,
    allowBlank,
  });
  // A new object on every keystroke: even when the value stays (a letter typed), the field renders
  // again and the caret is put back where it belongs.
  const [entry, setEntry] = useState<{ value: number | null; caret: number | null }>({
    value: defaultValue,
    caret: null,
  });
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = field.current;
    if (entry.caret === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(entry.caret, entry.caret);
  }, [entry]);
  const enhanced = useHydrated();
  // Before hydration (and without JavaScript) a plain named field posts what was typed.
  if (!enhanced)
    return <input {...input} type="text" name={name} inputMode="decimal" defaultValue={defaultValue ?? ""} />;
  const { value } = entry;
  return (
    <>
      <input
        {...input}
        ref={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={formatMoneyInput(value, options)}
        onChange={(event) => {
          const typed = event.target.value;
          const next = typeIntoMoneyInput(typed, event.target.selectionStart ?? typed.length, options, value);
          setEntry({ value: next.value, caret: next.caret });
          onValueChange?.(next.value);
        }}
      />
      <input type="hidden" name={name} value={value === null ? "" : String(value)} />
    </>
  );
}
