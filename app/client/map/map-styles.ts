import type { StyleSpecification } from "maplibre-gl";
import type { FeatureCollection, Geometry, MultiLineString } from "geojson";

/** The basemap's colours: sea, land, borders and coast, quiet behind the price pins. */
const WATER = "#cfe3ef";
const LAND = "#f4f1ea";
const PARK = "#e3ecd6";
const BORDER = "#b9b1a3";
const COAST = "#9fb8c8";
const ROAD = "#ffffff";

export interface Basemap {
  land: FeatureCollection<Geometry>;
  /** Lines between two countries. */
  borders: MultiLineString;
  /** Lines with sea on one side. */
  coast: MultiLineString;
}

export type StyleChoice = { kind: "offline" } | { kind: "style"; url: string } | { kind: "pmtiles"; url: string };

/**
 * What MAP_STYLE_URL asks for: nothing, the basemap the site ships; pmtiles:// and an archive's
 * URL, that archive drawn with the style below; anything else, a MapLibre style document.
 */
export function styleChoice(setting: string | undefined): StyleChoice {
  if (!setting) return { kind: "offline" };
  if (setting.startsWith("pmtiles://")) return { kind: "pmtiles", url: setting.slice("pmtiles://".length) };
  return { kind: "style", url: setting };
}

/**
 * The offline basemap: Natural Earth's countries as filled land, borders and coastlines, all from
 * data in the page; no tiles, glyphs, sprites or fonts, so nothing is fetched from anywhere.
 */
export function offlineStyle(basemap: Basemap): StyleSpecification {
  return {
    version: 8,
    name: "Offline basemap (Natural Earth)",
    sources: {
      land: { type: "geojson", data: basemap.land, attribution: "Natural Earth" },
      borders: { type: "geojson", data: basemap.borders },
      coast: { type: "geojson", data: basemap.coast },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": WATER } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": LAND } },
      {
        id: "coast",
        type: "line",
        source: "coast",
        paint: { "line-color": COAST, "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.6, 10, 1.6] },
      },
      {
        id: "borders",
        type: "line",
        source: "borders",
        paint: {
          "line-color": BORDER,
          "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.5, 10, 1.5],
          "line-dasharray": [3, 2],
        },
      },
    ],
  };
}

/**
 * A Protomaps basemap archive (its layers: earth, landuse, water, roads, boundaries) drawn as
 * shapes and lines only, so it needs no glyphs or sprites either.
 */
export function pmtilesStyle(archiveUrl: string): StyleSpecification {
  const source = "basemap";
  return {
    version: 8,
    name: "Protomaps archive",
    sources: {
      [source]: {
        type: "vector",
        url: `pmtiles://${archiveUrl}`,
        attribution: "Protomaps © OpenStreetMap",
      },
    },
    layers: [
      { id: "water-background", type: "background", paint: { "background-color": WATER } },
      { id: "earth", type: "fill", source, "source-layer": "earth", paint: { "fill-color": LAND } },
      {
        id: "parks",
        type: "fill",
        source,
        "source-layer": "landuse",
        filter: ["in", ["get", "kind"], ["literal", ["park", "forest", "wood", "nature_reserve", "grass"]]],
        paint: { "fill-color": PARK },
      },
      { id: "water", type: "fill", source, "source-layer": "water", paint: { "fill-color": WATER } },
      {
        id: "roads",
        type: "line",
        source,
        "source-layer": "roads",
        paint: {
          "line-color": ROAD,
          "line-width": ["interpolate", ["exponential", 1.6], ["zoom"], 6, 0.5, 16, 6],
        },
      },
      {
        id: "boundaries",
        type: "line",
        source,
        "source-layer": "boundaries",
        paint: { "line-color": BORDER, "line-width": 1, "line-dasharray": [3, 2] },
      },
    ],
  };
}
