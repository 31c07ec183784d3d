import { describe, expect, it } from "vitest";
import { type Basemap, offlineStyle, pmtilesStyle, styleChoice } from "~/client/map/map-styles";

const basemap: Basemap = {
  land: { type: "FeatureCollection", features: [] },
  borders: { type: "MultiLineString", coordinates: [] },
  coast: { type: "MultiLineString", coordinates: [] },
};

describe("the map's style", () => {
  it("MAP_STYLE_URL: unset, the shipped basemap; pmtiles://, an archive; else a style document", () => {
    expect(styleChoice(undefined)).toEqual({ kind: "offline" });
    expect(styleChoice("")).toEqual({ kind: "offline" });
    expect(styleChoice("pmtiles://https://maps.example.com/europe.pmtiles")).toEqual({
      kind: "pmtiles",
      url: "https://maps.example.com/europe.pmtiles",
    });
    expect(styleChoice("https://tiles.example.com/styles/light.json")).toEqual({
      kind: "style",
      url: "https://tiles.example.com/styles/light.json",
    });
  });

  it("the offline basemap fetches nothing: data in the page, no glyphs, sprites or text", () => {
    const style = offlineStyle(basemap);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(["geojson", "geojson", "geojson"]);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ["water", "background"],
      ["land", "fill"],
      ["coast", "line"],
      ["borders", "line"],
    ]);
    expect(style.sources.land).toMatchObject({ data: basemap.land, attribution: "Natural Earth" });
  });

  it("an archive is read through the pmtiles protocol and drawn with shapes and lines only", () => {
    const style = pmtilesStyle("https://maps.example.com/europe.pmtiles");
    expect(style.sources.basemap).toMatchObject({
      type: "vector",
      url: "pmtiles://https://maps.example.com/europe.pmtiles",
    });
    expect(style.glyphs).toBeUndefined();
    expect(new Set(style.layers.map((layer) => layer.type))).toEqual(new Set(["background", "fill", "line"]));
  });
});
