/**
 * The demo's exchange rates (docs/api.md, Exchange rates): how many units of each currency one
 * euro buys. Fixed, so the demo, its tests and the site's tests agree on every conversion.
 */
export const EXCHANGE_RATE_BASE = "EUR";

export const EXCHANGE_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 0.85,
  NOK: 11.5,
  USD: 1.08,
  CHF: 0.94,
};

export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(EXCHANGE_RATES, code);
}

/** `amount` of `from` in `to`, unrounded; both must be known currencies. */
export function convertAmount(amount: number, from: string, to: string): number {
  const fromRate = EXCHANGE_RATES[from];
  const toRate = EXCHANGE_RATES[to];
  if (fromRate === undefined || toRate === undefined) throw new Error(`No rate between ${from} and ${to}`);
  return from === to ? amount : (amount / fromRate) * toRate;
}
