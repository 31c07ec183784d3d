/**
 * Homes grouped by currency, each group in the order it came and the groups in the order their
 * first home came: what a price-sorted list can honestly show when prices cannot be converted
 * (the API ordered bare numbers, which is price order within one currency only).
 */
export function withinEachCurrency<T extends { currency: string }>(homes: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const home of homes) {
    const group = groups.get(home.currency);
    if (group) group.push(home);
    else groups.set(home.currency, [home]);
  }
  return [...groups.values()].flat();
}
