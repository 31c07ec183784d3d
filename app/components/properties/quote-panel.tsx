import { Suspense, lazy, useState } from "react";
import { Form, Link } from "react-router";
import type { Property, Quote } from "~/api/schemas";
import { FormField, fieldAria } from "~/components/form-field";
import { useHydrated } from "~/components/use-hydrated";
import { formatMoney } from "~/lib/money";

// The picker (react-aria, the heaviest code of the page) loads when the visitor points at, touches
// or tabs into the booking box; until then, and without JavaScript, native date inputs work.
const StayDateRangePicker = lazy(() => import("~/components/properties/stay-date-range-picker"));

export interface StayInput {
  values: { check_in: string; check_out: string; guests: string };
  errors: Partial<Record<"check_in" | "check_out" | "guests", string>>;
}

/**
 * The booking box: a GET form for dates and guests (the URL keeps them), the quote for that
 * stay with every fee, and the way on to checkout carrying the stay.
 */
function NativeDates({ stay, today }: { stay: StayInput; today: string }) {
  return (
    <>
      <FormField id="stay-check_in" label="Check in" error={stay.errors.check_in}>
        <input
          id="stay-check_in"
          name="check_in"
          type="date"
          min={today}
          defaultValue={stay.values.check_in}
          className="field-input"
          {...fieldAria("stay-check_in", stay.errors.check_in)}
        />
      </FormField>
      <FormField id="stay-check_out" label="Check out" error={stay.errors.check_out}>
        <input
          id="stay-check_out"
          name="check_out"
          type="date"
          min={today}
          defaultValue={stay.values.check_out}
          className="field-input"
          {...fieldAria("stay-check_out", stay.errors.check_out)}
        />
      </FormField>
    </>
  );
}

export function QuotePanel({
  property,
  stay,
  quote,
  quoteError,
  unavailable,
  today,
}: {
  property: Property;
  stay: StayInput;
  quote: Quote | null;
  quoteError: string | null;
  unavailable: { start: string; end: string }[] | null;
  today: string;
}) {
  const enhanced = useHydrated();
  const [wanted, setWanted] = useState<null | "pointer" | "focus">(null);
  const want = (how: "pointer" | "focus") => setWanted((current) => current ?? how);
  const money = (amount: number) => formatMoney(amount, property.currency, { cents: true });
  const checkout = quote
    ? `/properties/${property.id}/${property.slug}/checkout?check_in=${quote.check_in}&check_out=${quote.check_out}&guests=${quote.guests}`
    : null;
  return (
    <aside
      aria-label="Price and booking"
      className="h-fit rounded-3xl border border-line p-6 shadow-card lg:sticky lg:top-20"
      onPointerEnter={() => want("pointer")}
      onTouchStart={() => want("pointer")}
      // Tabbing into a date hands the focus to the picker; focus elsewhere in the box must stay put.
      onFocus={(event) =>
        want(["check_in", "check_out"].includes((event.target as HTMLInputElement).name) ? "focus" : "pointer")
      }
    >
      <p className="text-2xl font-bold">
        {formatMoney(quote?.nightly_price ?? property.nightly_price, property.currency)}
        <span className="text-base font-normal text-muted"> / night{quote ? " on average" : ""}</span>
      </p>
      <Form method="get" preventScrollReset className="mt-4 grid grid-cols-2 gap-3">
        {enhanced && wanted && unavailable ? (
          <Suspense fallback={<NativeDates stay={stay} today={today} />}>
            <StayDateRangePicker
              today={today}
              unavailable={unavailable}
              defaultStart={stay.values.check_in}
              defaultEnd={stay.values.check_out}
              error={stay.errors.check_in ?? stay.errors.check_out}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor tabbed into a native date field and the picker takes its place: the focus moves with it, not back to the page
              autoFocus={wanted === "focus"}
            />
          </Suspense>
        ) : (
          <NativeDates stay={stay} today={today} />
        )}
        <div className="col-span-2">
          <FormField id="stay-guests" label="Guests" error={stay.errors.guests}>
            <input
              id="stay-guests"
              name="guests"
              type="number"
              min={1}
              max={property.max_guests}
              inputMode="numeric"
              defaultValue={stay.values.guests || "2"}
              className="field-input"
              {...fieldAria("stay-guests", stay.errors.guests)}
            />
          </FormField>
        </div>
        <button type="submit" className="btn-secondary col-span-2">
          {quote ? "Update price" : "Check price"}
        </button>
      </Form>

      {quoteError ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
          {quoteError}
        </p>
      ) : null}
      {quote ? (
        <div className="mt-5" aria-live="polite">
          <dl className="space-y-2 text-sm" aria-label="Price breakdown">
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
              <dd data-testid="quote-total">{money(quote.total)}</dd>
            </div>
          </dl>
          {quote.available && checkout ? (
            <Link to={checkout} className="btn-primary mt-5 w-full">
              Book these dates
            </Link>
          ) : (
            <p role="alert" className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm">
              These dates are already booked. Pick other dates in the calendar below.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">Choose your dates to see the total, fees and taxes included.</p>
      )}
    </aside>
  );
}
