import { Map as MaplibreMap, NavigationControl } from "maplibre-gl";
import { circleRing } from "~/lib/approximate-area";
import { mapStyle } from "./maplibre-setup";

const AREA_FILL = "#0f766e";
const CONTEXT_FACTOR = 4;
// The offline basemap is Natural Earth 1:50m: zoomed to a 500 m circle it is one flat colour, so
// it frames the region instead (a coast or a border in view) and marks the area with a dot.
const OFFLINE_FRAME_M = 60_000;
const OFFLINE_MAX_ZOOM = 10;

/**
 * A still map of an area: a circle round a centre, with zoom buttons and nothing else to drag or
 * tilt, so the page scrolls over it on a phone. Returns what removes it.
 */
export async function createAreaMap(
  container: HTMLElement,
  { centre, radius, styleUrl }: { centre: { lat: number; lng: number }; radius: number; styleUrl?: string },
): Promise<() => void> {
  const style = await mapStyle(styleUrl);
  const ring = circleRing(centre, radius);
  // Framed with some country round it (a coast, a border), the circle a quarter of the width.
  const frame = circleRing(centre, styleUrl ? radius * CONTEXT_FACTOR : OFFLINE_FRAME_M, 8);
  const lngs = frame.map(([lng]) => lng);
  const lats = frame.map(([, lat]) => lat);
  const map = new MaplibreMap({
    container,
    style,
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    fitBoundsOptions: { padding: 8 },
    maxZoom: styleUrl ? 15 : OFFLINE_MAX_ZOOM,
    minZoom: 4,
    interactive: false,
    attributionControl: { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.on("load", () => {
    map.addSource("area", {
      type: "geojson",
      data: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } },
    });
    map.addLayer({
      id: "area-fill",
      type: "fill",
      source: "area",
      paint: { "fill-color": AREA_FILL, "fill-opacity": 0.18 },
    });
    map.addSource("area-centre", {
      type: "geojson",
      data: { type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [centre.lng, centre.lat] } },
    });
    // At a regional zoom the 500 m circle is a few pixels wide: a dot of fixed size shows where.
    map.addLayer({
      id: "area-dot",
      type: "circle",
      source: "area-centre",
      maxzoom: 12,
      paint: {
        "circle-radius": 14,
        "circle-color": AREA_FILL,
        "circle-opacity": 0.25,
        "circle-stroke-color": AREA_FILL,
        "circle-stroke-width": 2,
      },
    });
    map.addLayer({
      id: "area-line",
      type: "line",
      source: "area",
      paint: { "line-color": AREA_FILL, "line-width": 2 },
    });
  });
  await new Promise<void>((resolve, reject) => {
    map.once("load", () => resolve());
    map.once("error", (event) =>
      reject(event.error instanceof Error ? event.error : new Error("The map failed to load")),
    );
  });
  return () => map.remove();
}
