import { type PriceSettings, comparisonCurrency, convertAmount } from "~/lib/exchange-rates";
import { formatMoney } from "~/lib/money";

export interface ShownPrice {
  /** The amount as written for the visitor's locale, in the currency it is shown in. */
  text: string;
  /** True when converted into the visitor's display currency: an estimate, to be marked so. */
  converted: boolean;
}

/**
 * A price as the visitor sees it: in their display currency when they chose one and the rates
 * convert it (an estimate, `converted`), otherwise in the home's own currency.
 */
export function shownPrice(
  settings: PriceSettings,
  amount: number,
  currency: string,
  { cents = false } = {},
): ShownPrice {
  const { locale, rates, displayCurrency } = settings;
  if (rates && displayCurrency && displayCurrency !== currency) {
    const converted = convertAmount(amount, currency, displayCurrency, rates);
    if (converted !== null)
      return { text: formatMoney(converted, displayCurrency, { cents, locale }), converted: true };
  }
  return { text: formatMoney(amount, currency, { cents, locale }), converted: false };
}

/**
 * The line under a converted or foreign price: "converted from €82" when the price is shown
 * converted, "about €95" when it is shown in its own currency but searches compare in another
 * (so a list sorted by price reads in order); null when the shown price is already comparable.
 */
export function priceNote(settings: PriceSettings, amount: number, currency: string): string | null {
  const shown = shownPrice(settings, amount, currency);
  if (shown.converted) return `converted from ${formatMoney(amount, currency, { locale: settings.locale })}`;
  const compareIn = comparisonCurrency(settings);
  if (!settings.rates || !compareIn || compareIn === currency) return null;
  const compared = convertAmount(amount, currency, compareIn, settings.rates);
  return compared === null ? null : `about ${formatMoney(compared, compareIn, { locale: settings.locale })}`;
}
