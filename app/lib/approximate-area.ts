/**
 * A property page shows where a stay is only roughly (the address comes with the booking): a
 * circle of AREA_RADIUS_M around a point moved away from the real one. The move is derived from
 * the coordinates themselves, so every visit draws the same circle and averaging visits learns
 * nothing; it stays under the radius, so the stay is always inside its circle.
 */
export const AREA_RADIUS_M = 500;
const MIN_SHIFT_M = 150;
const MAX_SHIFT_M = 350;
const METRES_PER_DEGREE = 111_320;

/** FNV-1a over the coordinates at 5 decimals (about a metre): a well-spread 32-bit number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The circle's centre: the stay's point moved 150 to 350 m in a direction its coordinates choose. */
export function approximateCentre(latitude: number, longitude: number): { lat: number; lng: number } {
  const seed = hash(`${latitude.toFixed(5)},${longitude.toFixed(5)}`);
  const angle = ((seed & 0xffff) / 0x10000) * 2 * Math.PI;
  const distance = MIN_SHIFT_M + ((seed >>> 16) / 0x10000) * (MAX_SHIFT_M - MIN_SHIFT_M);
  const north = Math.cos(angle) * distance;
  const east = Math.sin(angle) * distance;
  return {
    lat: latitude + north / METRES_PER_DEGREE,
    lng: longitude + east / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180)),
  };
}

/** A closed ring of [lng, lat] points, `steps` of them, `radius` metres round a centre (GeoJSON order). */
export function circleRing(centre: { lat: number; lng: number }, radius: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  const latRadius = radius / METRES_PER_DEGREE;
  const lngRadius = radius / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  for (let step = 0; step < steps; step += 1) {
    const angle = (step / steps) * 2 * Math.PI;
    ring.push([centre.lng + Math.sin(angle) * lngRadius, centre.lat + Math.cos(angle) * latRadius]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

/** Metres between two points (haversine), for checking where a circle lies. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
