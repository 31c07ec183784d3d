import { Map as MaplibreMap, NavigationControl } from "maplibre-gl";
import { circleRing } from "~/lib/approximate-area";
import { mapStyle } from "./maplibre-setup";

const AREA_FILL = "#0f766e";
const CONTEXT_FACTOR = 4;

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
  const frame = circleRing(centre, radius * CONTEXT_FACTOR, 8);
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
    maxZoom: 15,
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
