import { cachedIntl } from "~/lib/intl-cache";

/** The locale prices are formatted for when the visitor's browser names none we can use. */
export const FALLBACK_LOCALE = "en-GB";

/**
 * `amount` of `currency` as the visitor's locale writes it, by Intl.NumberFormat: "€1,234" in
 * en-GB, "1.234 €" in de-DE; whole amounts unless `cents`. One formatter per locale, currency and
 * precision (lib/intl-cache.ts), the same on the server and in the browser.
 */
export function formatMoney(
  amount: number,
  currency: string,
  { cents = false, locale = FALLBACK_LOCALE }: { cents?: boolean; locale?: string } = {},
): string {
  const formatter = cachedIntl(
    `money:${locale}:${currency}:${cents}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }),
  );
  return formatter.format(amount);
}

/** The currency's own short sign in that locale ("€", "£", "kr"), for labels such as a price limit's. */
export function currencySign(currency: string, locale = FALLBACK_LOCALE): string {
  const parts = cachedIntl(
    `sign:${locale}:${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" }),
  )
    .formatToParts(0)
    .filter((part) => part.type === "currency");
  return parts[0]?.value ?? currency;
}

/** "British Pound" for GBP in en-GB; the code itself when the locale has no name for it. */
export function currencyName(currency: string, locale = FALLBACK_LOCALE): string {
  const names = cachedIntl(
    `currency-names:${locale}`,
    () => new Intl.DisplayNames([locale], { type: "currency", fallback: "code" }),
  );
  return names.of(currency) ?? currency;
}
