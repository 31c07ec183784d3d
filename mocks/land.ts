import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * Whether a point is on land on the map the site draws: Natural Earth's 1:50m countries
 * (world-atlas), the basemap of app/client/map/basemap.ts. The demo geocoder uses it so that a
 * street it places is not in the sea of that coarse coastline. Read once, on first use.
 */
type Ring = [number, number][];
interface Shape {
  rings: Ring[];
  /** west, south, east, north */
  box: [number, number, number, number];
}

let shapes: Shape[] | null = null;

function landShapes(): Shape[] {
  if (shapes) return shapes;
  const topology = createRequire(import.meta.url)("world-atlas/countries-50m.json") as Topology<{
    countries: GeometryCollection;
  }>;
  const countries = feature(topology, topology.objects.countries);
  const polygons = countries.features.flatMap((country) => {
    const geometry = country.geometry;
    if (geometry?.type === "Polygon") return [geometry.coordinates as Ring[]];
    if (geometry?.type === "MultiPolygon") return geometry.coordinates as Ring[][];
    return [];
  });
  shapes = polygons.map((rings) => {
    const outer = rings[0]!;
    const longitudes = outer.map(([lng]) => lng);
    const latitudes = outer.map(([, lat]) => lat);
    return {
      rings,
      box: [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)],
    };
  });
  return shapes;
}

/** Even-odd ray casting: whether (lng, lat) is inside the ring. */
function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function onLand(latitude: number, longitude: number): boolean {
  return landShapes().some(
    ({ rings, box: [west, south, east, north] }) =>
      longitude >= west &&
      longitude <= east &&
      latitude >= south &&
      latitude <= north &&
      inRing(longitude, latitude, rings[0]!) &&
      !rings.slice(1).some((hole) => inRing(longitude, latitude, hole)),
  );
}
