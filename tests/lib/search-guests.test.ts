import { describe, expect, it } from "vitest";
import {
  MAX_GUESTS,
  MAX_INFANTS,
  NO_GUESTS,
  guestCountsOf,
  guestLimits,
  guestParams,
  guestSummary,
  normalisedGuestQuery,
  withGuestCount,
} from "~/lib/search-guests";

const counts = (adults: number, children = 0, infants = 0, pets = 0) => ({ adults, children, infants, pets });

describe("the guests' summary", () => {
  it("adults and children are guests; infants and pets are named apart", () => {
    expect(guestSummary(counts(2, 1, 1, 1))).toBe("3 guests, 1 infant, 1 pet");
    expect(guestSummary(counts(1, 0, 2, 3))).toBe("1 guest, 2 infants, 3 pets");
    expect(guestSummary(counts(4))).toBe("4 guests");
  });

  it("asks for guests when nobody is chosen", () => {
    expect(guestSummary(NO_GUESTS)).toBe("Add guests");
  });
});

describe("the counts a URL says", () => {
  it("adults are the SPEC's guests minus the children", () => {
    expect(guestCountsOf(new URLSearchParams("guests=3&children=1&infants=1&pets=2"))).toEqual(counts(2, 1, 1, 2));
    expect(guestCountsOf(new URLSearchParams("guests=2"))).toEqual(counts(2));
  });

  it("a form without JavaScript says adults instead", () => {
    expect(guestCountsOf(new URLSearchParams("adults=2&children=1&infants=0&pets=0"))).toEqual(counts(2, 1));
    // Children alone still bring one adult.
    expect(guestCountsOf(new URLSearchParams("adults=0&children=2"))).toEqual(counts(1, 2));
  });

  it("forgives what is not a count: none, or within the limits", () => {
    expect(guestCountsOf(new URLSearchParams("guests=abc&infants=-1&pets=2.5"))).toEqual(NO_GUESTS);
    // Children are among the guests, with one adult at least.
    expect(guestCountsOf(new URLSearchParams("guests=2&children=5"))).toEqual(counts(1, 1));
    expect(guestCountsOf(new URLSearchParams("infants=99"))).toEqual(counts(1, 0, MAX_INFANTS));
  });
});

describe("the steppers", () => {
  it("a child, an infant or a pet brings an adult along", () => {
    expect(withGuestCount(NO_GUESTS, "children", 1)).toEqual(counts(1, 1));
    expect(withGuestCount(NO_GUESTS, "pets", 1)).toEqual(counts(1, 0, 0, 1));
  });

  it("the last adult stays while anyone else comes", () => {
    expect(withGuestCount(counts(1, 0, 1), "adults", 0)).toEqual(counts(1, 0, 1));
    expect(withGuestCount(counts(1), "adults", 0)).toEqual(NO_GUESTS);
  });

  it("adults and children together stay within the largest home; infants and pets within theirs", () => {
    expect(withGuestCount(counts(20), "children", 15)).toEqual(counts(20, MAX_GUESTS - 20));
    expect(withGuestCount(counts(2, 10), "adults", 40)).toEqual(counts(MAX_GUESTS - 10, 10));
    expect(withGuestCount(counts(2), "infants", 9)).toEqual(counts(2, 0, MAX_INFANTS));
    expect(guestLimits(counts(2, 3), "adults")).toEqual({ min: 1, max: MAX_GUESTS - 3 });
  });
});

describe("the URL's guest parameters", () => {
  it("guests counts adults and children; the others only when there are some", () => {
    expect(guestParams(counts(2, 1, 0, 1))).toEqual([
      ["guests", "3"],
      ["children", "1"],
      ["pets", "1"],
    ]);
    expect(guestParams(NO_GUESTS)).toEqual([]);
  });

  it("a form's adults are rewritten as guests where they stood, the rest kept in order", () => {
    const query = "destination=Lisbon&check_in=&adults=2&children=1&infants=0&pets=1&sort=rating";
    expect(normalisedGuestQuery(new URLSearchParams(query))?.toString()).toBe(
      "destination=Lisbon&check_in=&guests=3&children=1&pets=1&sort=rating",
    );
    expect(normalisedGuestQuery(new URLSearchParams("adults=0&children=0&infants=0&pets=0"))?.toString()).toBe("");
  });

  it("a query with guests already is left alone", () => {
    expect(normalisedGuestQuery(new URLSearchParams("guests=3&children=1"))).toBeNull();
  });
});
