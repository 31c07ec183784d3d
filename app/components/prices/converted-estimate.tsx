import { usePriceSettings } from "~/components/prices/price-settings";
import { convertAmount } from "~/lib/exchange-rates";
import { formatMoney } from "~/lib/money";

/**
 * Beside an amount shown in the home's own currency (what is charged): the same amount in the
 * visitor's display currency, marked as an estimate. Nothing when they chose none, or the home
 * is already in it, or the rates cannot convert it.
 */
export function ConvertedEstimate({
  amount,
  currency,
  cents = false,
  className = "text-sm text-muted",
  testId,
}: {
  amount: number;
  currency: string;
  cents?: boolean;
  className?: string;
  testId?: string;
}) {
  const { rates, displayCurrency, locale } = usePriceSettings();
  if (!rates || !displayCurrency || displayCurrency === currency) return null;
  const converted = convertAmount(amount, currency, displayCurrency, rates);
  if (converted === null) return null;
  return (
    <p className={className} data-testid={testId}>
      <span aria-hidden="true">≈ </span>
      <span className="sr-only">about </span>
      {formatMoney(converted, displayCurrency, { cents, locale })} at today&apos;s rate; charged in {currency}
    </p>
  );
}
