import { describe, expect, it } from "vitest";
import { boundsAround, boundsFromParam, boundsParam, searchWithBounds } from "~/lib/map-bounds";
import { parseSearch } from "~/lib/property-search-parse";

describe("the map's area in the URL (search as I move the map)", () => {
  it("writes south,west,north,east with 4 decimals", () => {
    expect(boundsParam({ south: 35.1234567, west: 23.5, north: 35.6, east: 24.23456 })).toBe(
      "35.1235,23.5000,35.6000,24.2346",
    );
  });

  it("brings a view that wrapped round the world back to -180..180, cut at the date line", () => {
    expect(boundsParam({ south: 10, west: 190, north: 20, east: 200 })).toBe("10.0000,-170.0000,20.0000,-160.0000");
    expect(boundsParam({ south: 10, west: 160, north: 20, east: 190 })).toBe("10.0000,160.0000,20.0000,180.0000");
    expect(boundsParam({ south: -95, west: -400, north: 95, east: 400 })).toBe("-90.0000,-180.0000,90.0000,180.0000");
  });

  it("every value it writes is one the search accepts", () => {
    const views = [
      { south: 35.1, west: 23.5, north: 35.6, east: 24.2 },
      { south: 10, west: 190, north: 20, east: 200 },
      { south: -95, west: -400, north: 95, east: 400 },
      { south: -33.9, west: -181.5, north: -33.8, east: -179.5 },
    ];
    for (const view of views) {
      const search = parseSearch(new URLSearchParams({ bounds: boundsParam(view) }));
      expect(search.errors.bounds).toBeUndefined();
      expect(search.filters.bounds).toBe(boundsParam(view));
    }
  });

  it("puts the area in the query from the first page, and says when nothing changed", () => {
    const moved = { south: 35, west: 23, north: 36, east: 24 };
    expect(searchWithBounds("destination=Crete&page=3&bounds=1,2,3,4", moved)).toBe(
      "destination=Crete&bounds=35.0000%2C23.0000%2C36.0000%2C24.0000",
    );
    expect(searchWithBounds("destination=Crete&bounds=35.0000,23.0000,36.0000,24.0000", moved)).toBeNull();
  });

  it("reads an area back, and nothing from a value out of order or not four numbers", () => {
    expect(boundsFromParam("35,23,36,24")).toEqual({ south: 35, west: 23, north: 36, east: 24 });
    expect(boundsFromParam("36,23,35,24")).toBeNull();
    expect(boundsFromParam("35,23,36")).toBeNull();
    expect(boundsFromParam("a,b,c,d")).toBeNull();
    expect(boundsFromParam(null)).toBeNull();
  });

  it("the area round some points, none for no points", () => {
    expect(
      boundsAround([
        { lat: 35.2, lng: 24.9 },
        { lat: 35.5, lng: 23.7 },
        { lat: 35.3, lng: 25.1 },
      ]),
    ).toEqual({ south: 35.2, west: 23.7, north: 35.5, east: 25.1 });
    expect(boundsAround([])).toBeNull();
  });
});
