import { describe, expect, it } from "vitest";
import { parseSearch } from "~/lib/property-search-parse";
import { day, yearFromNow } from "../support/clock";

const parse = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const each of [value].flat()) params.append(name, each);
  return parseSearch(params, day(0));
};

describe("search from the URL", () => {
  it("every valid filter is read, typed", () => {
    const { filters, errors } = parse({
      destination: " lisbon ",
      check_in: day(10),
      check_out: day(17),
      guests: "4",
      min_price: "50",
      max_price: "300",
      bedrooms: "2",
      category_id: "3",
      bounds: "38.6,-9.3,38.8,-9.0",
      sort: "price_asc",
      amenities: ["Pool", "Wi-Fi"],
    });
    expect(errors).toEqual({});
    expect(filters).toEqual({
      destination: "lisbon",
      check_in: day(10),
      check_out: day(17),
      guests: 4,
      min_price: 50,
      max_price: 300,
      bedrooms: 2,
      category_id: 3,
      bounds: "38.6,-9.3,38.8,-9.0",
      sort: "price_asc",
      amenities: ["Pool", "Wi-Fi"],
    });
  });

  it("nothing given is the default search", () => {
    expect(parse({})).toEqual({
      filters: { sort: "recommended", amenities: [] },
      values: {
        destination: "",
        check_in: "",
        check_out: "",
        guests: "",
        min_price: "",
        max_price: "",
        bedrooms: "",
        category_id: "",
        bounds: "",
        sort: "",
        children: "",
        infants: "",
        pets: "",
        amenities: [],
      },
      errors: {},
    });
  });

  it("children are counted among the guests; infants and pets beside them", () => {
    expect(parse({ guests: "3", children: "1", infants: "2", pets: "1" })).toMatchObject({
      filters: { guests: 3, children: 1, infants: 2, pets: 1 },
      errors: {},
    });
    // None is the same as not saying.
    expect(parse({ guests: "2", children: "0", infants: "0", pets: "0" }).filters).toEqual({
      guests: 2,
      sort: "recommended",
      amenities: [],
    });
  });

  it("children need an adult among the guests; infants and pets have their limits", () => {
    const { filters, errors } = parse({ guests: "2", children: "2", infants: "6", pets: "x" });
    expect(filters).toEqual({ guests: 2, sort: "recommended", amenities: [] });
    expect(errors).toEqual({
      children: "Children are counted among the guests.",
      infants: "Choose up to 5 infants.",
      pets: "Choose up to 5 pets.",
    });
    expect(parse({ children: "1" }).errors).toEqual({ children: "Children are counted among the guests." });
  });

  it("each invalid value is left out, kept in the form and explained", () => {
    const { filters, values, errors } = parse({
      destination: "x".repeat(101),
      guests: "31",
      min_price: "1.5",
      max_price: "-1",
      bedrooms: "21",
      category_id: "0",
      sort: "cheapest",
      bounds: "north",
    });
    expect(filters).toEqual({ sort: "recommended", amenities: [] });
    expect(values).toMatchObject({ guests: "31", min_price: "1.5", sort: "cheapest", bounds: "north" });
    expect(errors).toEqual({
      destination: "Keep the destination under 100 characters.",
      guests: "Choose 1 to 30 guests.",
      min_price: "Enter a whole amount.",
      max_price: "Enter a whole amount.",
      bedrooms: "Choose 0 to 20 bedrooms.",
      category_id: "Choose a category from the list.",
      sort: "Choose a sort order from the list.",
      bounds: "The map area is not valid.",
    });
    expect(parse({ destination: ` ${"x".repeat(100)} ` }).errors).toEqual({});
    expect(parse({ guests: "lots", bedrooms: "0", category_id: "1000001" }).errors).toEqual({
      guests: "Choose 1 to 30 guests.",
      category_id: "Choose a category from the list.",
    });
  });

  it("dates: YYYY-MM-DD that exist", () => {
    const year = yearFromNow(1);
    expect(parse({ check_in: `${year}-5-01`, check_out: `x${year}-05-08` }).errors).toEqual({
      check_in: "Use a date like 2027-05-01.",
      check_out: "Use a date like 2027-05-01.",
    });
    expect(parse({ check_in: `${year}-05-01T10:00`, check_out: `${year}-13-45` }).errors).toEqual({
      check_in: "Use a date like 2027-05-01.",
      check_out: "That date does not exist.",
    });
  });

  it("check-in cannot be in the past; today is fine", () => {
    expect(parse({ check_in: day(-1), check_out: day(3) }).errors).toEqual({
      check_in: "Check-in cannot be in the past.",
    });
    expect(parse({ check_in: day(-1), check_out: day(3) }).filters).toEqual({ sort: "recommended", amenities: [] });
    expect(parse({ check_in: day(0), check_out: day(3) }).filters).toMatchObject({
      check_in: day(0),
      check_out: day(3),
    });
  });

  it("both dates or neither", () => {
    expect(parse({ check_in: day(5) })).toMatchObject({
      filters: { sort: "recommended", amenities: [] },
      errors: { check_out: "Choose both dates, or neither." },
    });
    expect(parse({ check_out: day(5) })).toMatchObject({
      filters: { sort: "recommended", amenities: [] },
      errors: { check_in: "Choose both dates, or neither." },
    });
    expect(parse({ check_in: day(5), check_out: "soon" }).errors).toEqual({ check_out: "Use a date like 2027-05-01." });
  });

  it("a stay is 1 to 60 nights", () => {
    expect(parse({ check_in: day(5), check_out: day(6) }).filters).toMatchObject({
      check_in: day(5),
      check_out: day(6),
    });
    expect(parse({ check_in: day(5), check_out: day(65) }).filters).toMatchObject({
      check_in: day(5),
      check_out: day(65),
    });
    const same = parse({ check_in: day(5), check_out: day(5) });
    expect(same.errors).toEqual({ check_out: "Check-out must be after check-in." });
    expect(same.filters).toEqual({ sort: "recommended", amenities: [] });
    expect(parse({ check_in: day(5), check_out: day(3) }).errors).toEqual({
      check_out: "Check-out must be after check-in.",
    });
    const long = parse({ check_in: day(5), check_out: day(66) });
    expect(long.errors).toEqual({ check_out: "Stays are limited to 60 nights." });
    expect(long.filters).toEqual({ sort: "recommended", amenities: [] });
  });

  it("the maximum price is at least the minimum", () => {
    expect(parse({ min_price: "100", max_price: "100" }).filters).toMatchObject({ min_price: 100, max_price: 100 });
    const crossed = parse({ min_price: "200", max_price: "100" });
    expect(crossed.errors).toEqual({ max_price: "The maximum price must be at least the minimum." });
    expect(crossed.filters).toEqual({ sort: "recommended", amenities: [], min_price: 200 });
    expect(parse({ max_price: "0" }).filters).toMatchObject({ max_price: 0 });
    expect(parse({ min_price: "0" }).filters).toMatchObject({ min_price: 0 });
  });

  it("amenities: up to 20 names of 1 to 40 characters", () => {
    const names = Array.from({ length: 22 }, (_, n) => `A${n}`);
    expect(parse({ amenities: names }).filters.amenities).toEqual(names.slice(0, 20));
    expect(parse({ amenities: ["", "x".repeat(40), "y".repeat(41), "Pool"] }).filters.amenities).toEqual([
      "x".repeat(40),
      "Pool",
    ]);
  });

  it("the map area: south,west,north,east within the globe, south below north", () => {
    const bounds = (value: string) => parse({ bounds: value }).errors.bounds ?? "ok";
    for (const value of ["-90,-180,90,180", "38,-9,38,-9", "1.25,2.25,3.125,4.0625", "-1,-1,0,0"])
      expect(bounds(value), value).toBe("ok");
    for (const value of [
      "-91,0,0,0",
      "0,0,91,0",
      "10,0,5,0",
      "0,-181,0,0",
      "0,0,0,181",
      "0,0,0",
      "0,0,0,0,0",
      "100,0,0,0",
      "0,1000,0,0",
      "0.,0,0,0",
      "0,0.,0,0",
      "0,0,0.,0",
      "0,0,0,0.",
      "x0,0,0,0",
      "0,0,0,0x",
      "0,--1,0,0",
      "0,0,0,-1000",
    ]) {
      expect(bounds(value), value).toBe("The map area is not valid.");
    }
  });
});
