import { describe, expect, it } from "vitest";
import { parseSearch } from "~/lib/property-search-parse";
import { activeFilterCount, clearFiltersPath, filterChips } from "~/lib/search-chips";
import { day } from "../support/clock";

const words = {
  price: (amount: number) => `€${amount}`,
  categoryName: (id: number) => (id === 3 ? "Villas" : undefined),
};

function chipsOf(query: string) {
  const params = new URLSearchParams(query);
  return filterChips(params, parseSearch(params, day(0)).filters, words);
}

describe("the active filters' chips", () => {
  it("one chip per filter, each a link to the search without it, back on page 1", () => {
    // A stay far ahead, so that its chip's words can be written here.
    const [checkIn, checkOut] = ["2099-05-03", "2099-05-08"];
    const query =
      `destination=Lisbon&check_in=${checkIn}&check_out=${checkOut}&guests=3&children=1&pets=1` +
      "&min_price=50&max_price=150&bedrooms=2&category_id=3&amenities=Pool&amenities=Wi-Fi&sort=rating&page=2";
    const rest = (without: string) => `/properties?${without.replace(/^&/, "")}`;
    const dates = `&check_in=${checkIn}&check_out=${checkOut}`;
    const guests = "&guests=3&children=1&pets=1";
    const prices = "&min_price=50&max_price=150";
    const amenities = "&amenities=Pool&amenities=Wi-Fi";
    expect(chipsOf(query).map(({ label, href }) => ({ label, href }))).toEqual([
      {
        label: "3–8 May",
        href: rest(`destination=Lisbon${guests}${prices}&bedrooms=2&category_id=3${amenities}&sort=rating`),
      },
      {
        label: "3 guests, 1 pet",
        href: rest(`destination=Lisbon${dates}${prices}&bedrooms=2&category_id=3${amenities}&sort=rating`),
      },
      {
        label: "€50 – €150 a night",
        href: rest(`destination=Lisbon${dates}${guests}&bedrooms=2&category_id=3${amenities}&sort=rating`),
      },
      {
        label: "2+ bedrooms",
        href: rest(`destination=Lisbon${dates}${guests}${prices}&category_id=3${amenities}&sort=rating`),
      },
      {
        label: "Villas",
        href: rest(`destination=Lisbon${dates}${guests}${prices}&bedrooms=2${amenities}&sort=rating`),
      },
      {
        label: "Pool",
        href: rest(`destination=Lisbon${dates}${guests}${prices}&bedrooms=2&category_id=3&amenities=Wi-Fi&sort=rating`),
      },
      {
        label: "Wi-Fi",
        href: rest(`destination=Lisbon${dates}${guests}${prices}&bedrooms=2&category_id=3&amenities=Pool&sort=rating`),
      },
    ]);
  });

  it("the dates' chip names the stay", () => {
    expect(chipsOf("check_in=2099-05-03&check_out=2099-05-08")[0]?.label).toBe("3–8 May");
    expect(chipsOf("check_in=2099-05-30&check_out=2099-06-02")[0]?.label).toBe("30 May – 2 Jun");
  });

  it("one price limit reads as a floor or a ceiling", () => {
    expect(chipsOf("min_price=80").map((chip) => chip.label)).toEqual(["From €80 a night"]);
    expect(chipsOf("max_price=120").map((chip) => chip.label)).toEqual(["Up to €120 a night"]);
  });

  it("no chip for the destination, the order, a value the search ignored, or no filter at all", () => {
    expect(chipsOf("destination=Crete&sort=price_asc&bedrooms=0&guests=many&min_price=abc")).toEqual([]);
    expect(chipsOf("")).toEqual([]);
  });

  it("the last chip alone leads to the bare search page", () => {
    expect(chipsOf("amenities=Pool")[0]?.href).toBe("/properties");
  });

  it("the map's area is a filter too", () => {
    expect(chipsOf("destination=Crete&bounds=35,23,36,26")).toEqual([
      { key: "bounds", label: "Map area", href: "/properties?destination=Crete" },
    ]);
  });
});

describe("the filters counted on the phone's Filters button", () => {
  const count = (query: string) => activeFilterCount(parseSearch(new URLSearchParams(query), day(0)).filters);

  it("the price range once, bedrooms, the type of stay and each amenity", () => {
    expect(count("min_price=50&max_price=150&bedrooms=2&category_id=3&amenities=Pool&amenities=Wi-Fi")).toBe(5);
    expect(count("max_price=150")).toBe(1);
  });

  it("not the search itself (where, when, who), the order, nor bedrooms at least 0", () => {
    expect(count(`destination=Crete&check_in=${day(3)}&check_out=${day(5)}&guests=2&sort=rating&bedrooms=0`)).toBe(0);
  });
});

describe("clear all", () => {
  it("keeps the destination and the order", () => {
    const params = new URLSearchParams(
      `destination=Crete&check_in=${day(3)}&check_out=${day(5)}&guests=2&pets=1&max_price=90&amenities=Pool&sort=rating&page=3`,
    );
    expect(clearFiltersPath(params)).toBe("/properties?destination=Crete&sort=rating");
  });
});
