import { usePriceSettings } from "~/components/prices/price-settings";
import { priceNote, shownPrice } from "~/lib/price-display";

/**
 * A price in the visitor's display currency when they chose one (marked as an estimate: "≈",
 * read "about"), else in the home's own currency; formatted for the visitor's locale.
 */
export function ShownPrice({ amount, currency, cents = false }: { amount: number; currency: string; cents?: boolean }) {
  const shown = shownPrice(usePriceSettings(), amount, currency, { cents });
  if (!shown.converted) return <>{shown.text}</>;
  return (
    <>
      <span aria-hidden="true">≈ </span>
      <span className="sr-only">about </span>
      {shown.text}
    </>
  );
}

/**
 * The small line under a nightly price: what a converted price really is ("converted from
 * €82"), or a foreign price in the currency searches compare in ("about €95"); nothing when the
 * price needs no note.
 */
export function PriceNote({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  const note = priceNote(usePriceSettings(), amount, currency);
  return note ? <span className={className ?? "block text-sm text-muted"}>{note}</span> : null;
}
