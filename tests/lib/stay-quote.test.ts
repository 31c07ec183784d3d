import { describe, expect, it } from "vitest";
import type { Quote } from "~/api/schemas";
import {
  type StayChoice,
  type StayQuoteAnswer,
  hasBothDates,
  normalizeStay,
  quotePath,
  quoteView,
  stayQueryString,
} from "~/lib/stay-quote";
import { day } from "../support/clock";

/** A stay `fromDays` after today for `nights` nights, as the booking box holds it. */
function stay(fromDays: number, nights: number, guests = "2"): StayChoice {
  return { check_in: day(fromDays), check_out: day(fromDays + nights), guests };
}

function quoteFor(choice: StayChoice, nights: number, { available = true, total = 500 } = {}): Quote {
  return {
    property_id: 9,
    check_in: choice.check_in,
    check_out: choice.check_out,
    guests: Number(choice.guests || "2"),
    nights,
    nightly_price: 100,
    subtotal: 100 * nights,
    cleaning_fee: 50,
    extra_guest_fee: 0,
    service_fee: 12 * nights,
    taxes: 10,
    total,
    currency: "EUR",
    available,
  };
}

function answered(choice: StayChoice, quote: Quote | null, quoteError: string | null = null): StayQuoteAnswer {
  return { stay: { values: choice, errors: {} }, quote, quoteError };
}

const THREE_NIGHTS = stay(98, 3);
const FIVE_NIGHTS = stay(98, 5);
const pageAnswer = answered(THREE_NIGHTS, quoteFor(THREE_NIGHTS, 3, { total: 400 }));

describe("the booking box shows the quote of the chosen stay, and only that one", () => {
  it("the page's own answer for the page's stay is shown, and an available quote can be booked", () => {
    expect(quoteView(THREE_NIGHTS, [undefined, pageAnswer])).toEqual({
      state: "answered",
      answer: pageAnswer,
      bookable: true,
    });
  });

  it("new dates with no answer yet are pending: the older quote is not shown and nothing can be booked", () => {
    expect(quoteView(FIVE_NIGHTS, [undefined, pageAnswer])).toEqual({ state: "pending" });
  });

  it("an answer fetched for an earlier choice is not shown for the stay chosen since", () => {
    const fourNights = stay(98, 4);
    const earlier = answered(fourNights, quoteFor(fourNights, 4));
    expect(quoteView(FIVE_NIGHTS, [earlier, pageAnswer])).toEqual({ state: "pending" });
  });

  it("the fetched answer for the chosen stay replaces the page's answer", () => {
    const fetched = answered(FIVE_NIGHTS, quoteFor(FIVE_NIGHTS, 5, { total: 700 }));
    expect(quoteView(FIVE_NIGHTS, [fetched, pageAnswer])).toEqual({
      state: "answered",
      answer: fetched,
      bookable: true,
    });
  });

  it("going back to the page's stay shows the page's answer again", () => {
    const fetched = answered(FIVE_NIGHTS, quoteFor(FIVE_NIGHTS, 5));
    expect(quoteView(THREE_NIGHTS, [fetched, pageAnswer])).toEqual({
      state: "answered",
      answer: pageAnswer,
      bookable: true,
    });
  });

  it("other guests are another stay: pending until their own quote is here", () => {
    expect(quoteView({ ...THREE_NIGHTS, guests: "3" }, [undefined, pageAnswer])).toEqual({ state: "pending" });
  });

  it("guests left blank are the default 2, so the page's quote for 2 guests still belongs", () => {
    expect(quoteView({ ...THREE_NIGHTS, guests: "" }, [undefined, pageAnswer])).toMatchObject({
      state: "answered",
      bookable: true,
    });
  });

  it("one date alone is not a stay: nothing is pending, priced or bookable", () => {
    expect(quoteView({ ...FIVE_NIGHTS, check_out: "" }, [undefined, pageAnswer])).toEqual({ state: "no-dates" });
    expect(quoteView({ check_in: "", check_out: "", guests: "2" }, [undefined, undefined])).toEqual({
      state: "no-dates",
    });
  });

  it("a page without dates answers for the empty stay: shown, with nothing to book", () => {
    const empty = answered({ check_in: "", check_out: "", guests: "2" }, null);
    expect(quoteView({ check_in: "", check_out: "", guests: "2" }, [undefined, empty])).toEqual({
      state: "answered",
      answer: empty,
      bookable: false,
    });
  });

  it("a quote for taken dates is shown but cannot be booked", () => {
    const taken = answered(FIVE_NIGHTS, quoteFor(FIVE_NIGHTS, 5, { available: false }));
    expect(quoteView(FIVE_NIGHTS, [taken, pageAnswer])).toEqual({ state: "answered", answer: taken, bookable: false });
  });

  it("an answer whose quote names another stay than the one asked for cannot be booked", () => {
    const mismatched = answered(FIVE_NIGHTS, quoteFor(THREE_NIGHTS, 3));
    expect(quoteView(FIVE_NIGHTS, [mismatched, pageAnswer])).toEqual({
      state: "answered",
      answer: mismatched,
      bookable: false,
    });
  });

  it("an error answer for the chosen stay is shown as that stay's answer", () => {
    const failed = answered(FIVE_NIGHTS, null, "The price could not be worked out right now. Please try again.");
    expect(quoteView(FIVE_NIGHTS, [failed, pageAnswer])).toEqual({
      state: "answered",
      answer: failed,
      bookable: false,
    });
  });
});

describe("stays in URLs", () => {
  it("the quote route gets the stay as check_in, check_out and guests, blank guests as 2", () => {
    expect(quotePath("/properties/9/sea-house", { ...FIVE_NIGHTS, guests: " " })).toBe(
      `/properties/9/sea-house/quote?check_in=${FIVE_NIGHTS.check_in}&check_out=${FIVE_NIGHTS.check_out}&guests=2`,
    );
    expect(stayQueryString({ ...FIVE_NIGHTS, guests: "4" })).toBe(
      `check_in=${FIVE_NIGHTS.check_in}&check_out=${FIVE_NIGHTS.check_out}&guests=4`,
    );
  });

  it("a stay is the same however it was typed; both dates are needed", () => {
    expect(normalizeStay({ check_in: ` ${day(3)} `, check_out: day(5), guests: "" })).toEqual({
      check_in: day(3),
      check_out: day(5),
      guests: "2",
    });
    expect(hasBothDates({ check_in: day(3), check_out: " ", guests: "2" })).toBe(false);
    expect(hasBothDates({ check_in: day(3), check_out: day(5), guests: "" })).toBe(true);
  });
});
