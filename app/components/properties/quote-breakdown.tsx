import type { Quote } from "~/api/schemas";
import { ConvertedEstimate } from "~/components/prices/converted-estimate";
import { useFormatMoney } from "~/components/prices/price-settings";

/**
 * A quote's lines inside a `<dl>`: nights at their average price, every fee, the taxes and the
 * total, each amount written by `money` (the booking box's and the checkout's formats differ).
 */
export function QuoteLines({
  quote,
  money,
  totalTestId,
}: {
  quote: Quote;
  money: (amount: number) => string;
  totalTestId?: string;
}) {
  return (
    <>
      <div className="flex justify-between">
        <dt>
          {money(quote.nightly_price)} × {quote.nights} {quote.nights === 1 ? "night" : "nights"}
        </dt>
        <dd>{money(quote.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Cleaning fee</dt>
        <dd>{money(quote.cleaning_fee)}</dd>
      </div>
      {quote.extra_guest_fee > 0 ? (
        <div className="flex justify-between">
          <dt>Extra guests</dt>
          <dd>{money(quote.extra_guest_fee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt>Service fee</dt>
        <dd>{money(quote.service_fee)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Taxes</dt>
        <dd>{money(quote.taxes)}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{money(quote.total)}</dd>
      </div>
    </>
  );
}

/** The booking box's quote of one stay, line by line, with the total's estimate in the visitor's currency. */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const format = useFormatMoney();
  const money = (amount: number) => format(amount, quote.currency, { cents: true });
  return (
    <dl className="space-y-2 text-sm">
      <QuoteLines quote={quote} money={money} totalTestId="quote-total" />
      <ConvertedEstimate
        amount={quote.total}
        currency={quote.currency}
        cents
        className="text-right text-sm text-muted"
        testId="quote-total-converted"
      />
    </dl>
  );
}

/** Where the breakdown will be while the chosen stay's quote is on its way: same height, no numbers. */
export function PendingBreakdown() {
  return (
    <div aria-hidden="true" className="space-y-3">
      {["w-2/3", "w-1/2", "w-1/2", "w-1/3", "w-3/4"].map((width, index) => (
        <div key={index} className="flex justify-between gap-6">
          <span className={`h-4 animate-pulse rounded bg-surface ${width}`} />
          <span className="h-4 w-16 animate-pulse rounded bg-surface" />
        </div>
      ))}
    </div>
  );
}
