import { type InputHTMLAttributes, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { type MoneyInputOptions, formatMoneyInput, parseMoneyInput, resolveMoneyOptions } from "~/lib/money-input";

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
 * and without JavaScript, it is a plain named field.
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
  const [value, setValue] = useState<number | null>(defaultValue);
  const enhanced = useHydrated();
  // Before hydration (and without JavaScript) a plain named field posts what was typed.
  if (!enhanced) return <input {...input} name={name} inputMode="decimal" defaultValue={defaultValue ?? ""} />;
  return (
    <>
      <input
        {...input}
        inputMode="decimal"
        autoComplete="off"
        value={formatMoneyInput(value, options)}
        onChange={(event) => {
          const next = parseMoneyInput(event.target.value, options, value);
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <input type="hidden" name={name} value={value === null ? "" : String(value)} />
    </>
  );
}
