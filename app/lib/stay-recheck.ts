/**
 * The checkout form says which total it showed the visitor in this hidden field, so the post can
 * tell whether the price changed in between (issue 18). Every rendered form carries it; the
 * action reads it with quotedTotalOf (stay-recheck.server.ts).
 */
export const QUOTED_TOTAL_FIELD = "quoted_total";

/** What changed about a stay between the checkout page and the post of its form. */
export type StayChange = { kind: "taken" } | { kind: "price"; shown: number; now: number };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Compares the stay as the form showed it with the quote the API gives now: a night booked since
 * is "taken"; otherwise another total is a new price. A form that said no total is judged on
 * its dates alone (only a post made outside the page lacks it).
 */
export function stayChangeOf(
  shownTotal: number | undefined,
  now: { available: boolean; total: number },
): StayChange | null {
  if (!now.available) return { kind: "taken" };
  if (shownTotal !== undefined && cents(shownTotal) !== cents(now.total))
    return { kind: "price", shown: shownTotal, now: now.total };
  return null;
}
