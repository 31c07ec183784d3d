import { Suspense, lazy, useEffect, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import type { Property, Quote } from "~/api/schemas";
import { FormField, fieldAria } from "~/components/form-field";
import { PendingBreakdown, QuoteBreakdown } from "~/components/properties/quote-breakdown";
import { useHydrated } from "~/components/use-hydrated";
import { ConvertedEstimate } from "~/components/prices/converted-estimate";
import { DisplayCurrencyForm } from "~/components/prices/display-currency-form";
import { useFormatMoney } from "~/components/prices/price-settings";
import {
  type StayChoice,
  type StayInput,
  type StayQuoteAnswer,
  hasBothDates,
  quotePath,
  quoteView,
  sameStay,
  stayQueryString,
} from "~/lib/stay-quote";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

// The picker (react-aria, the heaviest code of the page) loads when the visitor points at, touches
// or tabs into the booking box; until then, and without JavaScript, native date inputs work.
const StayDateRangePicker = lazy(() => import("~/components/properties/stay-date-range-picker"));

type DateField = "check_in" | "check_out";

function NativeDates({
  stay,
  today,
  onDateChange,
}: {
  stay: StayInput;
  today: string;
  onDateChange: (field: DateField, value: string) => void;
}) {
  return (
    <>
      {(["check_in", "check_out"] as const).map((field) => (
        <FormField
          key={field}
          id={`stay-${field}`}
          label={field === "check_in" ? "Check in" : "Check out"}
          error={stay.errors[field]}
        >
          <input
            id={`stay-${field}`}
            name={field}
            type="date"
            min={today}
            defaultValue={stay.values[field]}
            onChange={(event) => onDateChange(field, event.target.value)}
            className="field-input"
            {...fieldAria(`stay-${field}`, stay.errors[field])}
          />
        </FormField>
      ))}
    </>
  );
}

/**
 * The booking box: a GET form for dates and guests (the URL keeps them without JavaScript), the
 * quote for that stay with every fee, and the way on to checkout carrying the stay.
 *
 * With JavaScript the quote follows the stay as it is chosen: each change asks the quote route
 * through one fetcher (a new stay cancels the request before it), and until the chosen stay's
 * own answer is here the box shows that it is working, with no price and nothing to book. Without
 * JavaScript "Update price" reloads the page for the form's stay, and "Book these dates" submits
 * the form's stay to checkout, so a stay typed but not yet priced is priced there, never swapped
 * for the one shown before.
 */
export function QuotePanel({
  id,
  property,
  pageAnswer,
  unavailable,
  today,
  onShownQuote,
}: {
  /** The box's id, for links to it (the phone's reserve bar). */
  id?: string;
  property: Pick<Property, "id" | "slug" | "nightly_price" | "currency" | "max_guests">;
  /** The page's own answer: the stay of its URL and that stay's quote. */
  pageAnswer: StayQuoteAnswer;
  unavailable: { start: string; end: string }[] | null;
  today: string;
  /** Told the quote the box shows once the chosen stay is answered (null: no priced stay). */
  onShownQuote?: (quote: Quote | null) => void;
}) {
  const enhanced = useHydrated();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState<null | "pointer" | "focus">(null);
  const want = (how: "pointer" | "focus") => setWanted((current) => current ?? how);
  const pagePath = useAmpAwarePath();
  const propertyPath = `/properties/${property.id}/${property.slug}`;
  /** The checkout is a page (its /amp twin from an /amp page); the quote is a resource route, always bare. */
  const checkoutPath = pagePath(`${propertyPath}/checkout`);
  const formId = `stay-form-${property.id}`;

  const fetcher = useFetcher<StayQuoteAnswer>();
  const [chosen, setChosen] = useState<StayChoice>(pageAnswer.stay.values);
  const choose = (change: Partial<StayChoice>) => {
    const next = { ...chosen, ...change };
    // The date field reports its value again when a segment is completed or left: the same stay
    // is not asked for twice (the second request would cancel the first one's answer).
    if (sameStay(next, chosen)) return;
    setChosen(next);
    if (hasBothDates(next)) void fetcher.load(quotePath(propertyPath, next));
  };
  const view = quoteView(chosen, [fetcher.data, pageAnswer]);
  const answer = view.state === "answered" ? view.answer : null;
  const quote = answer?.quote ?? null;
  // The fields start from the stay chosen so far (the picker may replace the native dates later).
  const fields: StayInput = { values: chosen, errors: answer?.stay.errors ?? {} };
  useEffect(() => {
    if (view.state !== "pending") onShownQuote?.(quote);
  }, [view.state, quote, onShownQuote]);

  return (
    <aside
      id={id}
      // Focused by the reserve bar's link, so the keyboard carries on from the box.
      tabIndex={id ? -1 : undefined}
      aria-label="Price and booking"
      className="h-fit scroll-mt-16 rounded-3xl border border-line p-6 shadow-card lg:sticky lg:top-20"
      onPointerEnter={() => want("pointer")}
      onTouchStart={() => want("pointer")}
      // Tabbing into a date hands the focus to the picker; focus elsewhere in the box must stay put.
      onFocus={(event) =>
        want(["check_in", "check_out"].includes((event.target as HTMLInputElement).name) ? "focus" : "pointer")
      }
    >
      <p className="flex min-h-8 items-baseline text-2xl font-bold">
        {view.state === "pending" ? (
          <span aria-hidden="true" className="h-7 w-40 animate-pulse self-center rounded bg-surface" />
        ) : (
          <>
            {formatMoney(quote?.nightly_price ?? property.nightly_price, property.currency)}
            <span className="ml-1 text-base font-normal text-muted">/ night{quote ? " on average" : ""}</span>
          </>
        )}
      </p>
      {view.state === "pending" ? null : (
        <ConvertedEstimate amount={quote?.nightly_price ?? property.nightly_price} currency={property.currency} />
      )}
      <Form id={formId} method="get" preventScrollReset className="mt-4 grid grid-cols-2 gap-3">
        {enhanced && wanted && unavailable ? (
          <Suspense
            fallback={
              <NativeDates stay={fields} today={today} onDateChange={(field, value) => choose({ [field]: value })} />
            }
          >
            <StayDateRangePicker
              today={today}
              unavailable={unavailable}
              defaultStart={chosen.check_in}
              defaultEnd={chosen.check_out}
              error={fields.errors.check_in ?? fields.errors.check_out}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor tabbed into a native date field and the picker takes its place: the focus moves with it, not back to the page
              autoFocus={wanted === "focus"}
              onChange={(dates) => choose(dates ?? { check_in: "", check_out: "" })}
            />
          </Suspense>
        ) : (
          <NativeDates stay={fields} today={today} onDateChange={(field, value) => choose({ [field]: value })} />
        )}
        <div className="col-span-2">
          <FormField id="stay-guests" label="Guests" error={fields.errors.guests}>
            <input
              id="stay-guests"
              name="guests"
              type="number"
              min={1}
              max={property.max_guests}
              inputMode="numeric"
              defaultValue={chosen.guests}
              onChange={(event) => choose({ guests: event.target.value })}
              className="field-input"
              {...fieldAria("stay-guests", fields.errors.guests)}
            />
          </FormField>
        </div>
        <button type="submit" className="btn-secondary col-span-2">
          {quote || view.state === "pending" ? "Update price" : "Check price"}
        </button>
      </Form>

      <div className="mt-5" aria-live="polite" aria-busy={view.state === "pending"}>
        {view.state === "pending" ? (
          <>
            <p className="mb-4 text-sm text-muted">Working out the price for your dates…</p>
            <PendingBreakdown />
          </>
        ) : null}
        {answer?.quoteError ? (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {answer.quoteError}
          </p>
        ) : null}
        {quote ? (
          <>
            <QuoteBreakdown quote={quote} />
            {view.state === "answered" && view.bookable ? (
              <button
                type="submit"
                form={formId}
                formAction={checkoutPath}
                // With JavaScript the checkout opens for the very stay of the quote shown, at the top.
                onClick={(event) => {
                  event.preventDefault();
                  const stay = { check_in: quote.check_in, check_out: quote.check_out, guests: String(quote.guests) };
                  void navigate(`${checkoutPath}?${stayQueryString(stay)}`);
                }}
                className="btn-primary mt-5 w-full"
              >
                Book these dates
              </button>
            ) : quote.available ? null : (
              <p role="alert" className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm">
                These dates are not available. Pick other dates in the calendar below.
              </p>
            )}
          </>
        ) : view.state === "pending" || answer?.quoteError ? null : (
          <p className="text-sm text-muted">Choose your dates to see the total, fees and taxes included.</p>
        )}
      </div>
      <DisplayCurrencyForm stacked className="mt-5 border-t border-line pt-4" />
    </aside>
  );
}
