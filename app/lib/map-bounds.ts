/** A map area as the search takes it (the `bounds` parameter): degrees, south-west to north-east. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The `bounds` value for an area a map shows: "south,west,north,east" with 4 decimals (about
 * 10 m), always inside what the search accepts. A view that wraps round the world is first
 * brought back to the longitudes -180..180 around its centre, then cut at the date line.
 */
export function boundsParam(bounds: MapBounds): string {
  let { west, east } = bounds;
  if (east - west >= 360) {
    west = -180;
    east = 180;
  } else {
    const turns = Math.round((west + east) / 2 / 360);
    west = clamp(west - turns * 360, -180, 180);
    east = clamp(east - turns * 360, -180, 180);
  }
  const south = clamp(bounds.south, -90, 90);
  const north = clamp(bounds.north, -90, 90);
  return [south, west, north, east].map((number) => number.toFixed(4)).join(",");
}

/** The area a `bounds` value names, or null when there is none or it is not four numbers in order. */
export function boundsFromParam(value: string | null | undefined): MapBounds | null {
  if (!value) return null;
  const numbers = value.split(",").map(Number);
  if (numbers.length !== 4 || numbers.some((number) => !Number.isFinite(number))) return null;
  const [south, west, north, east] = numbers as [number, number, number, number];
  if (south > north || west > east) return null;
  return { south, west, north, east };
}

/**
 * The search's query string with the map's area in it, from the first page (a new area is a new
 * list); null when the query already names that area, so an unchanged map does not navigate.
 */
export function searchWithBounds(search: string, bounds: MapBounds): string | null {
  const params = new URLSearchParams(search);
  const value = boundsParam(bounds);
  if (params.get("bounds") === value) return null;
  params.set("bounds", value);
  params.delete("page");
  return params.toString();
}

/** The smallest area holding every point, or null for none. */
export function boundsAround(points: { lat: number; lng: number }[]): MapBounds | null {
  if (points.length === 0) return null;
  return {
    south: Math.min(...points.map((point) => point.lat)),
    west: Math.min(...points.map((point) => point.lng)),
    north: Math.max(...points.map((point) => point.lat)),
    east: Math.max(...points.map((point) => point.lng)),
  };
}
