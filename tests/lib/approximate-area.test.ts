import { describe, expect, it } from "vitest";
import { AREA_RADIUS_M, approximateCentre, circleRing, distanceMetres } from "~/lib/approximate-area";

const stays = [
  { lat: 35.51234, lng: 24.01877 },
  { lat: 38.72, lng: -9.14 },
  { lat: 61.1, lng: 10.46 },
  { lat: -33.86, lng: 151.21 },
  { lat: 35.51235, lng: 24.01877 },
];

describe("a stay's approximate area (never its exact point)", () => {
  it("the same stay always gets the same circle", () => {
    for (const stay of stays)
      expect(approximateCentre(stay.lat, stay.lng)).toEqual(approximateCentre(stay.lat, stay.lng));
  });

  it("the centre moves 150 to 350 m, so the stay is inside its 500 m circle but never at its centre", () => {
    expect(AREA_RADIUS_M).toBe(500);
    for (const stay of stays) {
      const moved = distanceMetres(stay, approximateCentre(stay.lat, stay.lng));
      expect(moved).toBeGreaterThan(145);
      expect(moved).toBeLessThan(355);
    }
  });

  it("stays a metre apart move in different directions, so neighbours do not share a circle", () => {
    const [first, , , , neighbour] = stays;
    if (!first || !neighbour) throw new Error("fixture");
    const a = approximateCentre(first.lat, first.lng);
    const b = approximateCentre(neighbour.lat, neighbour.lng);
    expect(distanceMetres(a, b)).toBeGreaterThan(10);
  });

  it("draws a closed ring of points at the radius", () => {
    const centre = { lat: 35.5, lng: 24 };
    const ring = circleRing(centre, 500, 16);
    expect(ring).toHaveLength(17);
    expect(ring[16]).toEqual(ring[0]);
    for (const [lng, lat] of ring) expect(Math.abs(distanceMetres(centre, { lat, lng }) - 500)).toBeLessThan(5);
  });
});
