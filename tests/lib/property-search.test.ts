import { describe, expect, it } from "vitest";
import { propertyQuery, stayQuery } from "~/lib/property-search";
import { day } from "../support/clock";

describe("the GET /properties query (docs/api.md)", () => {
  it("leaves out filters that are not set or empty", () => {
    expect(propertyQuery({ sort: "recommended", amenities: [], destination: "" }, 1).toString()).toBe(
      "sort=recommended&page=1&per_page=24",
    );
  });

  it("every filter, repeated amenities, the page and its size", () => {
    const query = propertyQuery(
      {
        destination: "lisbon",
        check_in: day(5),
        check_out: day(8),
        guests: 2,
        min_price: 0,
        max_price: 300,
        bedrooms: 1,
        category_id: 4,
        bounds: "1,2,3,4",
        sort: "rating",
        amenities: ["Pool", "Wi-Fi"],
      },
      3,
      12,
    );
    expect([...query.entries()]).toEqual([
      ["destination", "lisbon"],
      ["check_in", day(5)],
      ["check_out", day(8)],
      ["guests", "2"],
      ["min_price", "0"],
      ["max_price", "300"],
      ["bedrooms", "1"],
      ["category_id", "4"],
      ["bounds", "1,2,3,4"],
      ["amenities[]", "Pool"],
      ["amenities[]", "Wi-Fi"],
      ["sort", "rating"],
      ["page", "3"],
      ["per_page", "12"],
    ]);
  });
});

describe("the stay carried from page to page", () => {
  it("both dates or none, and the guests", () => {
    expect(stayQuery({ check_in: day(5), check_out: day(8), guests: 2 })).toBe(
      `?check_in=${day(5)}&check_out=${day(8)}&guests=2`,
    );
    expect(stayQuery({ check_in: day(5), guests: 3 })).toBe("?guests=3");
    expect(stayQuery({ check_out: day(8) })).toBe("");
    expect(stayQuery({})).toBe("");
  });

  it("the children, infants and pets of the search ride along for the quote", () => {
    expect(stayQuery({ guests: 3, children: 1, infants: 1, pets: 2 })).toBe("?guests=3&children=1&infants=1&pets=2");
  });
});

describe("a search with pets", () => {
  const petsQuery = (amenities: string[]) =>
    propertyQuery({ sort: "recommended", amenities, guests: 2, pets: 1 }, 1).getAll("amenities[]");

  it("asks for homes that allow pets, once, and sends no count of them upstream", () => {
    expect(petsQuery([])).toEqual(["Pets allowed"]);
    expect(petsQuery(["Pool", "Pets allowed"])).toEqual(["Pool", "Pets allowed"]);
    const query = propertyQuery({ sort: "recommended", amenities: [], guests: 3, children: 1, infants: 1, pets: 1 }, 1);
    expect(["children", "infants", "pets"].filter((name) => query.has(name))).toEqual([]);
    expect(query.get("guests")).toBe("3");
  });
});
