import { describe, expect, it } from "vitest";
import { MAPS_LANGUAGE, MAPS_LIBRARIES, MAPS_RETRIES, MAPS_VERSION, mapsLoader } from "~/client/maps";
import { propertyQuery } from "~/lib/property-search";
import { parseSearch } from "~/lib/property-search-parse";
import { TOOLTIP_MARGIN, TOOLTIP_PREFERENCE, placeTooltip } from "~/lib/tooltip-placement";

describe("maps script loader (SPEC 7)", () => {
  it("loads places, visualization, drawing and geocoding, in English, weekly, with the configured key and 3 retries", () => {
    const loader = mapsLoader("maps-key");
    expect(loader.apiKey).toBe("maps-key");
    expect(loader.libraries).toEqual(["places", "visualization", "drawing", "geocoding"]);
    expect(loader.language).toBe("en");
    expect(loader.version).toBe("weekly");
    expect(loader.retries).toBe(3);
    expect([MAPS_LIBRARIES, MAPS_LANGUAGE, MAPS_VERSION, MAPS_RETRIES]).toEqual([
      ["places", "visualization", "drawing", "geocoding"],
      "en",
      "weekly",
      3,
    ]);
    expect(mapsLoader("maps-key")).toBe(loader);
  });
});

describe("tooltip placement (SPEC 9: 10 px margin, prefer top, bottom, right, left)", () => {
  const container = { width: 400, height: 300 };
  const size = { width: 100, height: 40 };

  it("has the SPEC 9 margin and order", () => {
    expect(TOOLTIP_MARGIN).toBe(10);
    expect(TOOLTIP_PREFERENCE).toEqual(["top", "bottom", "right", "left"]);
  });

  it("goes on top when there is room, 10 px above the anchor", () => {
    expect(placeTooltip({ x: 180, y: 150, width: 40, height: 20 }, size, container)).toEqual({
      placement: "top",
      x: 150,
      y: 100,
    });
  });

  it("falls back to bottom near the top edge, right near the left edge, left near the right edge", () => {
    expect(placeTooltip({ x: 180, y: 20, width: 40, height: 20 }, size, container).placement).toBe("bottom");
    expect(
      placeTooltip({ x: 10, y: 130, width: 20, height: 20 }, { width: 100, height: 140 }, container).placement,
    ).toBe("right");
    expect(
      placeTooltip({ x: 370, y: 130, width: 20, height: 20 }, { width: 100, height: 140 }, container).placement,
    ).toBe("left");
  });
});

describe("search as I move the map", () => {
  it("sends valid bounds upstream and refuses nonsense", () => {
    const good = parseSearch(new URLSearchParams("bounds=38.5,-9.5,39.0,-8.9"));
    expect(propertyQuery(good.filters, 1).get("bounds")).toBe("38.5,-9.5,39.0,-8.9");
    const bad = parseSearch(new URLSearchParams("bounds=91,0,1,1"));
    expect(bad.errors.bounds).toBe("The map area is not valid.");
    expect(propertyQuery(bad.filters, 1).has("bounds")).toBe(false);
  });
});
