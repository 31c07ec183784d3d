/** The rates of GET /exchange-rates (docs/api.md): units of each currency for one unit of `base`. */
export interface ExchangeRates {
  base: string;
  date: string;
  rates: Record<string, number>;
}

/** How the visitor sees prices: their locale, the rates when the API gave them, their chosen currency. */
export interface PriceSettings {
  /** The locale every price is formatted for (Accept-Language, else FALLBACK_LOCALE). */
  locale: string;
  /** null when the API has no rates call or it failed: nothing is converted then. */
  rates: ExchangeRates | null;
  /** The currency the visitor chose to see prices in, one the rates know; null: each home's own. */
  displayCurrency: string | null;
}

/** `amount` of `from` in `to` at `rates`, unrounded; null when either currency has no rate. */
export function convertAmount(amount: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (from === to) return amount;
  const fromRate = rates.rates[from];
  const toRate = rates.rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/** The currencies a visitor may see prices in: those the rates know, the base first, then A to Z. */
export function displayableCurrencies(rates: ExchangeRates): string[] {
  return Object.keys(rates.rates).sort(
    (a, b) => Number(b === rates.base) - Number(a === rates.base) || a.localeCompare(b),
  );
}

/**
 * The currency searches compare prices in (the price sorts and limits): the visitor's display
 * currency, else the rates' base; null without rates, when homes compare within their currency.
 */
export function comparisonCurrency(settings: PriceSettings): string | null {
  if (!settings.rates) return null;
  return settings.displayCurrency ?? settings.rates.base;
}
