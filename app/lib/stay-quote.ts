import type { Quote } from "~/api/schemas";

/**
 * The booking box's stay and the quote that belongs to it. Pure and browser-safe: the property
 * page's loader, the quote resource route and the booking box all read the same definitions, so
 * a quote is only ever shown (and booked) for the stay it was worked out for.
 */

/** Guests when the visitor has not said: the booking box's first value and the quote's default. */
export const DEFAULT_GUESTS = 2;

/** A stay as the booking box holds it: the form's values, dates as YYYY-MM-DD, guests as typed. */
export interface StayChoice {
  check_in: string;
  check_out: string;
  guests: string;
}

export type StayField = keyof StayChoice;

export interface StayInput {
  values: StayChoice;
  errors: Partial<Record<StayField, string>>;
}

/** What the server answers for one stay: the stay it read, its field errors and the quote or why there is none. */
export interface StayQuoteAnswer {
  stay: StayInput;
  quote: Quote | null;
  quoteError: string | null;
}

/** The same stay however it was typed: values trimmed, no guests meaning the default. */
export function normalizeStay(values: StayChoice): StayChoice {
  return {
    check_in: values.check_in.trim(),
    check_out: values.check_out.trim(),
    guests: values.guests.trim() || String(DEFAULT_GUESTS),
  };
}

export function sameStay(a: StayChoice, b: StayChoice): boolean {
  const [left, right] = [normalizeStay(a), normalizeStay(b)];
  return left.check_in === right.check_in && left.check_out === right.check_out && left.guests === right.guests;
}

/** Both dates chosen: a quote can be asked for (the server still checks them). */
export function hasBothDates(stay: StayChoice): boolean {
  return stay.check_in.trim() !== "" && stay.check_out.trim() !== "";
}

/** The query of a stay, in the order the property page's URL and the checkout use. */
export function stayQueryString(stay: StayChoice): string {
  const { check_in, check_out, guests } = normalizeStay(stay);
  return new URLSearchParams({ check_in, check_out, guests }).toString();
}

/** Where the quote of a stay is asked for in the browser (the property-quote resource route). */
export function quotePath(propertyPath: string, stay: StayChoice): string {
  return `${propertyPath}/quote?${stayQueryString(stay)}`;
}

export type QuoteView =
  /** No stay chosen yet (or only one date): nothing to price, nothing to book. */
  | { state: "no-dates" }
  /** The chosen stay's quote is on its way: no price and no booking until it is here. */
  | { state: "pending" }
  /** The answer for exactly the chosen stay; `bookable` when its quote can be booked. */
  | { state: "answered"; answer: StayQuoteAnswer; bookable: boolean };

/**
 * What the booking box shows for the chosen stay, given the answers it has (the page's own and
 * the latest one fetched): only an answer for that very stay, never an older one. A stay with
 * both dates and no answer yet is pending; booking is offered only for an available quote of the
 * chosen stay itself.
 */
export function quoteView(chosen: StayChoice, answers: ReadonlyArray<StayQuoteAnswer | null | undefined>): QuoteView {
  const answer = answers.find((candidate) => candidate && sameStay(candidate.stay.values, chosen)) ?? null;
  if (!answer) return hasBothDates(chosen) ? { state: "pending" } : { state: "no-dates" };
  const { quote } = answer;
  const quoteIsForTheStay =
    quote !== null &&
    sameStay({ check_in: quote.check_in, check_out: quote.check_out, guests: String(quote.guests) }, chosen);
  return { state: "answered", answer, bookable: quoteIsForTheStay && quote.available };
}
