const formatters = new Map<string, Intl.NumberFormat>();

/** "€1,234" (whole amounts) or "€1,234.50"; one formatter per currency, same on server and browser. */
export function formatMoney(amount: number, currency: string, { cents = false } = {}): string {
  const key = `${currency}:${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
