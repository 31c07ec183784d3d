/** The locale prices are formatted for when the visitor's browser names none we can use. */
export const FALLBACK_LOCALE = "en-GB";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `amount` of `currency` as the visitor's locale writes it, by Intl.NumberFormat: "€1,234" in
 * en-GB, "1.234 €" in de-DE; whole amounts unless `cents`. One formatter per locale, currency and
 * precision, the same on the server and in the browser.
 */
export function formatMoney(
  amount: number,
  currency: string,
  { cents = false, locale = FALLBACK_LOCALE }: { cents?: boolean; locale?: string } = {},
): string {
  const key = `${locale}:${currency}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The currency's own short sign in that locale ("€", "£", "kr"), for labels such as a price limit's. */
export function currencySign(currency: string, locale = FALLBACK_LOCALE): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .filter((part) => part.type === "currency");
  return parts[0]?.value ?? currency;
}

/** "British Pound" for GBP in en-GB; the code itself when the locale has no name for it. */
export function currencyName(currency: string, locale = FALLBACK_LOCALE): string {
  return new Intl.DisplayNames([locale], { type: "currency", fallback: "code" }).of(currency) ?? currency;
}
